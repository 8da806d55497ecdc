import Foundation
import Model
import Testing
import Workbench

/// Virtual time is exact: any sequence of `advance` steps that sums to T leaves the
/// session as one `advance T` does, across the apps' timing boundaries (the 2 s search,
/// the 1 s visibility delay, the 1 s throttle), and a session on the virtual clock
/// starts at a fixed instant, so two runs of a script print the same bytes.
@Suite struct VirtualTimeTests {
  /// A session set up by `lines`, then advanced by `steps` (milliseconds), read back
  /// through `probes`.
  static func state(after lines: [String], advancing steps: [Int], probes: [String]) -> [String] {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(lines)
    for step in steps {
      #expect(shell.run("advance \(step)ms").outcome == .succeeded)
    }
    return probes.flatMap { shell.run($0).printed }
  }

  /// `total` milliseconds cut at random into steps, some as short as 1 ms.
  static func partition(of total: Int, using generator: inout some RandomNumberGenerator)
    -> [Int]
  {
    let cuts = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
      Int.random(in: 0...total, using: &generator)
    }
    let points = ([0, total] + cuts + cuts.map { min(total, $0 + 1) }).sorted()
    return zip(points, points.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }
  }

  struct Scenario: CustomTestStringConvertible, Sendable {
    let name: String
    let lines: [String]
    let probes: [String]
    let totals: [Int]
    var testDescription: String { name }
  }

  static let scenarios = [
    Scenario(
      name: "the 2 s Flickr search",
      lines: ["open flickr", "set searchText sunset", "run executeSearch"],
      probes: ["stack", "get executeSearch"], totals: [1_999, 2_000, 2_300]),
    Scenario(
      name: "a result row visible for 1 s, then its metadata",
      lines: [
        "open flickr", "set searchText sunset", "run executeSearch", "advance 2s",
        "set searchResults[0].isVisible true",
      ],
      probes: ["get searchResults[0].favorites", "get searchResults[0].comments"],
      totals: [999, 1_000, 1_500, 2_000]),
    Scenario(
      name: "Twitter's 1 s throttle",
      lines: ["open twitter", "set searchText swif", "advance 1ms", "set searchText swift"],
      probes: ["get isSearching", "get tweets.count", "get queryExecutionTime"],
      totals: [299, 300, 999, 1_000, 1_300, 1_301]),
  ]

  @Test(arguments: scenarios)
  func anyPartitionOfTheSameTimeLeavesTheSameState(_ scenario: Scenario) {
    var generator = SeededGenerator(source: SeededRandomNumberGenerator(seed: 2026))
    for total in scenario.totals {
      let expected = Self.state(
        after: scenario.lines, advancing: [total], probes: scenario.probes)
      let thirds = [total * 3 / 10, total * 3 / 10, total * 4 / 10]
      let uneven = thirds + [total - thirds.reduce(0, +)]
      for steps in [uneven] + (0..<8).map({ _ in Self.partition(of: total, using: &generator) }) {
        let actual = Self.state(after: scenario.lines, advancing: steps, probes: scenario.probes)
        #expect(actual == expected, "\(total) ms as \(steps)")
      }
      let ticks = Self.state(
        after: scenario.lines, advancing: Array(repeating: 1, count: total),
        probes: scenario.probes)
      #expect(ticks == expected, "\(total) ms in 1 ms steps")
    }
  }

  @Test func aSearchFinishesAfterStepsThatSumToItsTwoSeconds() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open flickr", "set searchText sunset", "run executeSearch"])
    shell.runAll(["advance 300ms", "advance 300ms", "advance 400ms", "advance 1s"])
    #expect(shell.session.prompt == "flickr/SearchResults> ")
  }

  @Test func theClockSaysHowFarVirtualTimeHasMoved() {
    let shell = ShellHarness()
    #expect(shell.run("clock").printed == ["clock: virtual, +0.000s"])
    shell.runAll(["advance 2s", "advance 300ms"])
    #expect(shell.run("clock").printed == ["clock: virtual, +2.300s"])
  }

  @Test func aVirtualSessionStartsAtAFixedInstant() {
    let first = ShellHarness()
    let second = ShellHarness()
    #expect(first.session.clock.currentDate == second.session.clock.currentDate)
    #expect(first.session.clock.currentDate == SessionClock.virtualStart)
  }

  @Test func twoRunsOfAScriptPrintTheSameBytes() {
    let lines = [
      "open twitter", "watch isSearching tweets.count", "set searchText swift", "wait",
      "get tweets[0].ageInSeconds", "advance 3s", "get tweets[0].ageInSeconds", "view",
      "open flickr", "trace on", "set searchText sunset", "run executeSearch", "wait", "stack",
    ]
    let first = ShellHarness(includesStandardApps: true).runAll(lines)
    let second = ShellHarness(includesStandardApps: true).runAll(lines)
    #expect(first == second)
  }
}

/// The fault injector's seeded sequence as a `RandomNumberGenerator`, so a failing
/// partition can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  let source: SeededRandomNumberGenerator

  mutating func next() -> UInt64 {
    UInt64(source.nextUnitValue() * 0x1p53) << 11
  }
}
