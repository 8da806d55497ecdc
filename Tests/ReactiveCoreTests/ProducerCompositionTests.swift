import Testing

@testable import ReactiveCore

@Suite struct ProducerCompositionTests {
  @Test func thenAcceptsAReplacementThatCannotFail() {
    let first = SignalProducer<Int, TestError>([1, 2])
    #expect(
      first.then(SignalProducer<String, Never>(value: "done")).recorded() == ["done", "COMPLETED"])
    #expect(
      SignalProducer<Int, TestError>(error: .boom).then(SignalProducer<String, Never>(value: "x"))
        .recorded()
        == ["FAILED boom"])
    #expect(
      first.then(Property(value: 3).producer.promoteError(TestError.self)).recorded() == [
        "3", "COMPLETED",
      ])
  }

  @Test func concatAndPrefixVariants() {
    let middle = SignalProducer<Int, TestError>(value: 2)
    #expect(
      middle.concat(value: 3).prefix(SignalProducer(value: 1)).recorded() == [
        "1", "2", "3", "COMPLETED",
      ])
    #expect(middle.concat(error: .boom).recorded() == ["2", "FAILED boom"])
  }

  @Test func replayLazilyStartsOnceAndReplaysTheLastValues() {
    var starts = 0
    let (signal, input) = Signal<Int, Never>.pipe()
    let shared = SignalProducer<Int, Never> { observer, lifetime in
      starts += 1
      lifetime += signal.observe(observer)
    }.replayLazily(upTo: 2)
    #expect(starts == 0)
    let early = Timeline<Int, Never>()
    shared.start(early.observer)
    input.send(value: 1)
    input.send(value: 2)
    input.send(value: 3)
    let late = Timeline<Int, Never>()
    shared.start(late.observer)
    input.send(value: 4)
    input.sendCompleted()
    let after = Timeline<Int, Never>()
    shared.start(after.observer)
    #expect(starts == 1)
    #expect(early.entries == ["1", "2", "3", "4", "COMPLETED"])
    #expect(late.entries == ["2", "3", "4", "COMPLETED"])
    #expect(after.entries == ["3", "4", "COMPLETED"])
  }

  @Test func curriedLiftStartsTheProducersInTheOrderItsNameSays() {
    var order: [String] = []
    let left = SignalProducer<Int, Never>(value: 1).on(started: { order.append("left") })
    let right = SignalProducer<Int, Never>(value: 2).on(started: { order.append("right") })
    let pair = left.liftLeft { signal in { other in signal.combineLatest(with: other) } }(right)
    #expect(pair.map { "\($0)\($1)" }.recorded() == ["12", "COMPLETED"])
    #expect(order == ["left", "right"])
    order = []
    let zipped: SignalProducer<(Int, Int), Never> = left.lift(Signal.zip(with:))(right)
    #expect(zipped.map { "\($0)\($1)" }.recorded() == ["12", "COMPLETED"])
    #expect(order == ["right", "left"])
  }
}

@Suite struct ProducerThenResolutionTests {
  @Test func thenWithAContextualEmptyReplacementResolves() {
    let first = SignalProducer<Int, TestError>([1, 2])
    #expect(first.then(.empty).recorded() == ["COMPLETED"])
    #expect(first.then(SignalProducer(value: 3)).recorded() == ["3", "COMPLETED"])
    let names = Property<String>.combineLatest(
      EmptyCollection<Property<String>>(), emptySentinel: ["empty"])
    #expect(names.value == ["empty"])
  }
}
