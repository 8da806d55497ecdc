import Testing

@testable import ReactiveCore

@Suite struct FlattenStrategyVocabularyTests {
  @Test func raceForwardsOnlyTheFirstInnerToSendAndInterruptsTheOthers() {
    let (outer, sendInner) = Signal<SignalProducer<String, Never>, Never>.pipe()
    let (slow, slowInput) = Signal<String, Never>.pipe()
    let (fast, fastInput) = Signal<String, Never>.pipe()
    let (late, lateInput) = Signal<String, Never>.pipe()
    var slowEnded = false
    let timeline = Timeline<String, Never>()
    outer.flatten(.race).observe(timeline.observer)
    sendInner.send(value: SignalProducer(slow).on(interrupted: { slowEnded = true }))
    sendInner.send(value: SignalProducer(fast))
    fastInput.send(value: "fast 1")
    slowInput.send(value: "slow 1")
    sendInner.send(value: SignalProducer(late))
    lateInput.send(value: "late 1")
    fastInput.send(value: "fast 2")
    sendInner.sendCompleted()
    #expect(timeline.entries == ["fast 1", "fast 2"])
    fastInput.sendCompleted()
    #expect(timeline.entries == ["fast 1", "fast 2", "COMPLETED"])
    #expect(slowEnded)
  }

  @Test func throttleDropsInnersThatArriveWhileOneRuns() {
    let (outer, sendInner) = Signal<SignalProducer<String, Never>, Never>.pipe()
    let (first, firstInput) = Signal<String, Never>.pipe()
    let timeline = Timeline<String, Never>()
    outer.flatten(.throttle).observe(timeline.observer)
    sendInner.send(value: SignalProducer(first))
    sendInner.send(value: SignalProducer(value: "dropped"))
    firstInput.send(value: "first")
    firstInput.sendCompleted()
    sendInner.send(value: SignalProducer(value: "next"))
    sendInner.sendCompleted()
    #expect(timeline.entries == ["first", "next", "COMPLETED"])
  }

  @Test func concurrentTakesReactiveSwiftsUnsignedLimit() {
    let limit: UInt = 1
    let inners = SignalProducer<SignalProducer<Int, Never>, Never>([
      SignalProducer([1, 2]), SignalProducer([3]),
    ])
    #expect(inners.flatten(.concurrent(limit: limit)).recorded() == ["1", "2", "3", "COMPLETED"])
    #expect(FlattenStrategy.concurrent(limit: limit) == .concurrent(limit: 1))
  }

  @Test func flattensSignalsPropertiesAndSequences() {
    let (signals, sendSignal) = Signal<Signal<Int, Never>, Never>.pipe()
    let (inner, innerInput) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>()
    signals.flatten(.merge).observe(timeline.observer)
    sendSignal.send(value: inner)
    innerInput.send(value: 7)
    #expect(timeline.entries == ["7"])

    let property = MutableProperty(1)
    let values = Timeline<Int, TestError>()
    SignalProducer<Int, TestError>(value: 0).flatMap(.latest) { _ in property }.start(
      values.observer)
    property.value = 2
    #expect(values.entries == ["1", "2"])

    #expect(
      SignalProducer<[Int], Never>([[1, 2], [3]]).flatten().recorded() == [
        "1", "2", "3", "COMPLETED",
      ])
  }

  @Test func flatMapErrorAcceptsAnyProducerConvertible() {
    let fallback = Property(value: 9)
    let recovered = SignalProducer<Int, TestError>(error: .boom).flatMapError { _ in fallback }
    #expect(recovered.recorded() == ["9", "COMPLETED"])
  }

  @Test func propertyFlattenFollowsTheCurrentInner() {
    let first = MutableProperty("a")
    let second = MutableProperty("x")
    let choice = MutableProperty<MutableProperty<String>>(first)
    let flattened = choice.flatten(.latest)
    #expect(flattened.value == "a")
    first.value = "b"
    #expect(flattened.value == "b")
    choice.value = second
    first.value = "c"
    #expect(flattened.value == "x")
    let picked = choice.flatMap(.latest) { $0.map { $0.uppercased() } }
    #expect(picked.value == "X")
  }

  @Test func producedSignalNamesTheSignalOfAProducer() {
    let signal: SignalProducer<Int, Never>.ProducedSignal = Signal<Int, Never>.never
    #expect(type(of: signal) == Signal<Int, Never>.self)
  }
}
