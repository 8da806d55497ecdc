import Testing

@testable import ReactiveCore

@Suite struct ProducerVocabularyTests {
  @Test func initializersFromClosuresAndConvertibles() {
    var calls = 0
    let counted = SignalProducer<Int, Never> { () -> Int in
      calls += 1
      return calls
    }
    #expect(counted.recorded() == ["1", "COMPLETED"])
    #expect(counted.recorded() == ["2", "COMPLETED"])
    let throwing = SignalProducer<Int, Swift.Error> { () throws -> Int in throw TestError.boom }
    #expect(throwing.recorded() == ["FAILED boom"])
    #expect(SignalProducer(Property(value: 3)).recorded() == ["3", "COMPLETED"])
    #expect(SignalProducer(values: 1, 2).recorded() == ["1", "2", "COMPLETED"])
  }

  @Test func repeatRunsInSequenceAndStopsAtAFailure() {
    #expect(
      SignalProducer([1, 2]).repeat(3).recorded() == ["1", "2", "1", "2", "1", "2", "COMPLETED"])
    #expect(SignalProducer([1]).repeat(0).recorded() == ["COMPLETED"])
    var runs = 0
    let failsSecond = SignalProducer<Int, TestError> { observer, _ in
      runs += 1
      if runs == 2 {
        observer.send(error: .boom)
      } else {
        observer.send(value: runs)
        observer.sendCompleted()
      }
    }
    #expect(failsSecond.repeat(3).recorded() == ["1", "FAILED boom"])
    #expect(
      SignalProducer(value: 0).repeat(10_000).reduce(0) { count, _ in count + 1 }.recorded() == [
        "10000", "COMPLETED",
      ])
  }

  @Test func retryWithAnIntervalWaitsBetweenAttempts() {
    let scheduler = TestScheduler()
    var attempts = 0
    let flaky = SignalProducer<String, TestError> { observer, _ in
      attempts += 1
      observer.send(error: .boom)
    }
    let timeline = Timeline<String, TestError>(scheduler)
    flaky.retry(upTo: 2, interval: 1, on: scheduler).start(timeline.observer)
    #expect(attempts == 1)
    scheduler.advance(by: .seconds(1))
    #expect(attempts == 2)
    scheduler.advance(by: .seconds(1))
    #expect(attempts == 3)
    #expect(timeline.entries == ["FAILED boom@2.0"])
  }

  @Test func zipOfThreeAndOfASequence() {
    let zipped = SignalProducer.zip(
      SignalProducer([1, 2]), SignalProducer(["a", "b"]), SignalProducer([true]))
    #expect(zipped.map { "\($0)\($1)\($2)" }.recorded() == ["1atrue", "COMPLETED"])
    let rows = SignalProducer.zip([SignalProducer([1, 2]), SignalProducer([3, 4])])
    #expect(rows.map { "\($0)" }.recorded() == ["[1, 3]", "[2, 4]", "COMPLETED"])
    #expect(
      SignalProducer<Int, Never>.zip([], emptySentinel: [0]).map { "\($0)" }.recorded()
        == ["[0]", "COMPLETED"])
  }

  @Test func throttleWhileHoldsTheLatestValueWhilePaused() {
    let paused = MutableProperty(false)
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>()
    signal.throttle(while: paused, on: ImmediateScheduler()).observe(timeline.observer)
    input.send(value: 1)
    paused.value = true
    input.send(value: 2)
    input.send(value: 3)
    paused.value = false
    input.send(value: 4)
    paused.value = true
    input.send(value: 5)
    input.sendCompleted()
    #expect(timeline.entries == ["1", "3", "4", "COMPLETED"])
  }
}

@Suite struct ProducerConvertibleArgumentTests {
  @Test func operatorsTakePropertiesAndSignalsWhereTheyTakeProducers() {
    let other = MutableProperty("x")
    let pairs = SignalProducer<Int, Never>(value: 1).combineLatest(with: other)
    #expect(pairs.map { "\($0)\($1)" }.take(first: 1).recorded() == ["1x", "COMPLETED"])
    let both = SignalProducer<Int, Never>.combineLatest(Property(value: 1), MutableProperty(2))
    #expect(both.map { "\($0)\($1)" }.take(first: 1).recorded() == ["12", "COMPLETED"])
    let (trigger, fire) = Signal<(), Never>.pipe()
    let timeline = Timeline<Int, Never>()
    SignalProducer<Int, Never>.never.take(until: trigger).start(timeline.observer)
    fire.send(value: ())
    #expect(timeline.entries == ["COMPLETED"])
  }
}

@Suite struct ThrottleWhileLifetimeTests {
  @Test func aProducerThrottledWhileAPropertyHoldsDoesNotKeepTheProperty() {
    var paused: MutableProperty<Bool>? = MutableProperty(false)
    weak let released = paused
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>()
    SignalProducer(signal).throttle(while: paused!, on: ImmediateScheduler()).start(
      timeline.observer)
    input.send(value: 1)
    paused = nil
    #expect(released == nil)
    #expect(timeline.entries == ["1"])
  }
}
