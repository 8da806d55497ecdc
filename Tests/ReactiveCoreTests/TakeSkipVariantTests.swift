import Testing

@testable import ReactiveCore

@Suite struct TakeSkipVariantTests {
  @Test func takeLastSendsTheLastValuesOnCompletionOnly() {
    #expect(
      SignalProducer<_, Never>([1, 2, 3, 4]).take(last: 2).recorded() == ["3", "4", "COMPLETED"])
    #expect(SignalProducer<_, Never>([1, 2]).take(last: 0).recorded() == ["COMPLETED"])
    let failing = SignalProducer<Int, TestError> { observer, _ in
      observer.send(value: 1)
      observer.send(error: .boom)
    }
    #expect(failing.take(last: 1).recorded() == ["FAILED boom"])
  }

  @Test func takeUntilPredicateSendsTheDecidingValueThenCompletes() {
    #expect(
      SignalProducer<_, Never>([1, 2, 3, 4]).take(until: { $0 < 2 }).recorded() == [
        "1", "2", "COMPLETED",
      ])
  }

  @Test func skipWhileSkipsOnlyTheLeadingValues() {
    #expect(
      SignalProducer<_, Never>([1, 2, 5, 1]).skip(while: { $0 < 3 }).recorded() == [
        "5", "1", "COMPLETED",
      ])
  }

  @Test func skipUntilForwardsOnceTheTriggerFires() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let (trigger, fire) = Signal<(), Never>.pipe()
    let timeline = Timeline<Int, Never>()
    signal.skip(until: trigger).observe(timeline.observer)
    input.send(value: 1)
    fire.send(value: ())
    input.send(value: 2)
    input.sendCompleted()
    #expect(timeline.entries == ["2", "COMPLETED"])
  }

  @Test func takeUntilReplacementSwitchesAtTheReplacementsFirstEvent() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let (replacement, replace) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>()
    signal.take(untilReplacement: replacement).observe(timeline.observer)
    input.send(value: 1)
    replace.send(value: 10)
    input.send(value: 2)
    replace.send(value: 11)
    input.sendCompleted()
    replace.sendCompleted()
    #expect(timeline.entries == ["1", "10", "11", "COMPLETED"])
  }

  @Test func combinePreviousPairsEachValueWithTheOneBefore() {
    #expect(
      SignalProducer<_, Never>([1, 2, 3]).combinePrevious(0).map { "\($0)>\($1)" }.recorded()
        == ["0>1", "1>2", "2>3", "COMPLETED"])
    #expect(
      SignalProducer<_, Never>([1, 2, 3]).combinePrevious().map { "\($0)>\($1)" }.recorded()
        == ["1>2", "2>3", "COMPLETED"])
  }

  @Test func uniqueValuesDropsEveryRepeatNotOnlyNeighbours() {
    #expect(
      SignalProducer<_, Never>([1, 2, 1, 3, 2]).uniqueValues().recorded() == [
        "1", "2", "3", "COMPLETED",
      ])
    #expect(
      SignalProducer<_, Never>(["a", "B", "A"]).uniqueValues { $0.lowercased() }.recorded()
        == ["a", "B", "COMPLETED"])
  }

  @Test func mergeWithForwardsBoth() {
    #expect(
      SignalProducer<_, Never>([1, 2]).merge(with: SignalProducer<_, Never>([3])).recorded()
        == ["1", "2", "3", "COMPLETED"])
  }

  @Test func promoteValueRetypesAProducerThatSendsNoValues() {
    let done = SignalProducer<Never, TestError>.empty.promoteValue(Int.self)
    #expect(done.recorded() == ["COMPLETED"])
  }
}
