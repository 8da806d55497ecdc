import Foundation
import Model
import Testing

/// The one duration grammar: a number and a unit, or `0`, exact to the millisecond,
/// from 0 to 365 days.
@Suite("TimeSpan")
struct TimeSpanTests {
  @Test(
    arguments: [
      ("0", 0), ("0s", 0), ("0ms", 0), ("1ms", 1), ("200ms", 200), ("999ms", 999), ("1.5s", 1_500),
      ("2s", 2_000), ("0.001s", 1), ("1.0005m", 60_030), ("2m", 120_000), ("1h", 3_600_000),
      ("1.5h", 5_400_000), ("1d", 86_400_000), ("365d", 31_536_000_000), ("0365d", 31_536_000_000),
      (" 2S ", 2_000), ("\t3s\u{3000}", 3_000), ("\u{A0}4s", 4_000),
      ("1.5000000000000000000s", 1_500),
    ] as [(String, Int64)])
  func readsTheGrammarExactly(text: String, milliseconds: Int64) throws {
    #expect(try TimeSpan(parsing: text).milliseconds == milliseconds)
  }

  @Test(arguments: [
    "", "2", "s", "-1s", "+1s", "0x10s", "1e3s", "1e19s", "1e308s", "inf", "infs", "nan", "nans",
    "1.s", ".5s", "1..5s", "1,5s", "1 s", "2 seconds", "1sec", "1w", "١s",
  ])
  func refusesEverythingElse(text: String) {
    #expect(throws: TimeSpanError.notADuration(text)) { try TimeSpan(parsing: text) }
  }

  @Test(arguments: [
    "366d", "365.001d", "8761h", "525601m", "31536000001ms", "99999999999999999999s",
  ])
  func refusesSpansLongerThanAYear(text: String) {
    #expect(throws: TimeSpanError.outOfRange(text)) { try TimeSpan(parsing: text) }
  }

  @Test(arguments: ["999µs", "999us", "5ns", "0.5ms", "1.0001s", "0.00000000001s"])
  func refusesPartsOfAMillisecond(text: String) {
    #expect(throws: TimeSpanError.finerThanAMillisecond(text)) { try TimeSpan(parsing: text) }
  }

  @Test func errorsNameTheRange() {
    for error in [
      TimeSpanError.notADuration("1e19s"), .outOfRange("366d"), .finerThanAMillisecond("1µs"),
    ] {
      #expect(error.description.contains("from 0 to 365d"), "\(error)")
    }
    #expect(
      TimeSpanError.outOfRange("366d").description
        == #""366d" is too long: a duration runs from 0 to 365d"#)
  }

  @Test(
    arguments: [
      (0, "0"), (1, "1ms"), (200, "200ms"), (999, "999ms"), (1_000, "1s"), (1_001, "1.001s"),
      (1_500, "1.5s"), (1_050, "1.05s"), (59_999, "59.999s"), (60_000, "1m"), (90_000, "90s"),
      (120_000, "2m"), (3_600_000, "1h"), (5_400_000, "90m"), (86_400_000, "1d"),
      (31_536_000_000, "365d"),
    ] as [(Int64, String)])
  func writesTheShortestExactForm(milliseconds: Int64, text: String) throws {
    let span = try #require(TimeSpan(milliseconds: milliseconds))
    #expect(span.description == text)
    #expect(try TimeSpan(parsing: text) == span)
  }

  @Test func everyWrittenSpanReadsBackTheSame() throws {
    let everyMillisecondUpToTwoSeconds = Array(Int64(0)...2_000)
    let acrossTheWholeRange = Array(
      stride(from: Int64(0), through: TimeSpan.maximum.milliseconds, by: 7_919_993))
    let nearUnitBoundaries = [59_999, 60_001, 3_599_999, 3_600_001, 86_399_999, 86_400_001]
      .map(Int64.init)
    for milliseconds in everyMillisecondUpToTwoSeconds + acrossTheWholeRange + nearUnitBoundaries
      + [TimeSpan.maximum.milliseconds]
    {
      let span = try #require(TimeSpan(milliseconds: milliseconds))
      #expect(try TimeSpan(parsing: span.description) == span)
    }
  }

  @Test func valuesOutsideTheRangeAreNotSpans() {
    #expect(TimeSpan(milliseconds: -1) == nil)
    #expect(TimeSpan(milliseconds: TimeSpan.maximum.milliseconds + 1) == nil)
    #expect(TimeSpan(milliseconds: .max) == nil)
  }

  @Test func measuredSecondsRoundToTheMillisecondAndClamp() {
    #expect(TimeSpan(clampingSeconds: 1.2345).milliseconds == 1_235)
    #expect(TimeSpan(clampingSeconds: 0.0004).milliseconds == 0)
    #expect(TimeSpan(clampingSeconds: -3) == .zero)
    #expect(TimeSpan(clampingSeconds: .nan) == .zero)
    #expect(TimeSpan(clampingSeconds: .infinity) == .maximum)
    #expect(TimeSpan(clampingSeconds: 1e19) == .maximum)
    #expect(TimeSpan(clampingSeconds: 1e308).description == "365d")
  }

  @Test func theLongestSpanConvertsWithoutTrapping() {
    #expect(TimeSpan.maximum.seconds == 31_536_000)
    #expect(TimeSpan.maximum.dispatchInterval == .milliseconds(31_536_000_000))
    #expect(TimeSpan.milliseconds(1_500).seconds == 1.5)
  }
}
