import Testing

@testable import ReactiveCore

@Suite struct CombineLatestZipTests {
  @Test func combineLatestWaitsForBothThenSendsOnEitherChange() {
    let (a, aInput) = Signal<Int, Never>.pipe()
    let (b, bInput) = Signal<String, Never>.pipe()
    let timeline = Timeline<(Int, String), Never>()
    a.combineLatest(with: b).observe(timeline.observer)
    aInput.send(value: 1)
    aInput.send(value: 2)
    bInput.send(value: "x")
    aInput.send(value: 3)
    bInput.send(value: "y")
    aInput.sendCompleted()
    #expect(timeline.entries == [#"(2, "x")"#, #"(3, "x")"#, #"(3, "y")"#])
    bInput.sendCompleted()
    #expect(timeline.entries.last == "COMPLETED")
  }

  @Test func combineLatestFailsWhenEitherFails() {
    let (a, aInput) = Signal<Int, TestError>.pipe()
    let (b, bInput) = Signal<Int, TestError>.pipe()
    let timeline = Timeline<(Int, Int), TestError>()
    a.combineLatest(with: b).observe(timeline.observer)
    aInput.send(error: .boom)
    #expect(timeline.entries == ["FAILED boom"])
    // A pipe whose input is released is interrupted: keep `b` going until here.
    withExtendedLifetime(bInput) {}
  }

  @Test func zipPairsValuesOneToOne() {
    let (a, aInput) = Signal<Int, Never>.pipe()
    let (b, bInput) = Signal<String, Never>.pipe()
    let timeline = Timeline<(Int, String), Never>()
    a.zip(with: b).observe(timeline.observer)
    aInput.send(value: 1)
    aInput.send(value: 2)
    bInput.send(value: "x")
    aInput.sendCompleted()
    #expect(timeline.entries == [#"(1, "x")"#])
    bInput.send(value: "y")
    #expect(timeline.entries == [#"(1, "x")"#, #"(2, "y")"#, "COMPLETED"])
  }

  @Test func producerFormsStartBothSides() {
    var pairs: [String] = []
    SignalProducer<Int, Never>([1, 2]).zip(with: SignalProducer(["a", "b", "c"]))
      .startWithValues { pairs.append("\($0)\($1)") }
    #expect(pairs == ["1a", "2b"])
    var latest: [String] = []
    SignalProducer<Int, Never>.combineLatest(SignalProducer(value: 1), SignalProducer([5, 6]))
      .startWithValues { latest.append("\($0)\($1)") }
    #expect(latest == ["15", "16"])
  }
}
