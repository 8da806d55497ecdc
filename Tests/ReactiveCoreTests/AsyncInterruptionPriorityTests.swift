import Testing

@testable import ReactiveCore

/// Disposing a run of an asynchronous operator drops the events it has already
/// scheduled: `interrupted` takes priority, and arrives on the operator's scheduler, not
/// inside `dispose()`, as in ReactiveSwift.
@Suite struct AsyncInterruptionPriorityTests {
  enum AsyncOperator: String, CaseIterable {
    case observeOn, delay, debounce, debounceKeepingLast, throttle, throttleWhile, lazyMap

    func apply(_ source: SignalProducer<Int, Never>, on scheduler: TestScheduler)
      -> SignalProducer<Int, Never>
    {
      switch self {
      case .observeOn: source.observe(on: scheduler)
      case .delay: source.delay(1, on: scheduler)
      case .debounce: source.debounce(1, on: scheduler)
      case .debounceKeepingLast: source.debounce(1, on: scheduler, discardWhenCompleted: false)
      case .throttle: source.throttle(1, on: scheduler)
      case .throttleWhile: source.throttle(while: Property(value: false), on: scheduler)
      case .lazyMap: source.lazyMap(on: scheduler) { $0 * 10 }
      }
    }
  }

  @Test(arguments: AsyncOperator.allCases)
  func eventsScheduledBeforeTheDisposeAreDropped(op: AsyncOperator) {
    let scheduler = TestScheduler()
    let timeline = Timeline<Int, Never>(scheduler)
    let run = op.apply(SignalProducer([1, 2, 3]), on: scheduler).start(timeline.observer)
    run.dispose()
    #expect(timeline.entries == [])
    scheduler.advance(by: 5)
    #expect(timeline.entries == ["INTERRUPTED@0.0"])
  }

  @Test(arguments: AsyncOperator.allCases)
  func aValueWaitingFromALiveSourceIsDropped(op: AsyncOperator) {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>(scheduler)
    let run = op.apply(SignalProducer(signal), on: scheduler).start(timeline.observer)
    input.send(value: 1)
    run.dispose()
    input.send(value: 2)
    scheduler.advance(by: 5)
    #expect(timeline.entries == ["INTERRUPTED@0.0"])
  }

  @Test func valuesDeliveredBeforeTheDisposeStayAndLaterOnesAreDropped() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>(scheduler)
    let run = SignalProducer(signal).observe(on: scheduler).start(timeline.observer)
    input.send(value: 1)
    scheduler.advance(by: 1)
    input.send(value: 2)
    run.dispose()
    scheduler.advance(by: 1)
    #expect(timeline.entries == ["1@0.0", "INTERRUPTED@1.0"])
  }

  @Test func anObserverOfTheRunsSignalIsInterruptedOnTheSchedulerAlone() {
    let scheduler = TestScheduler()
    let timeline = Timeline<Int, Never>(scheduler)
    let interrupter = SignalProducer([1, 2]).observe(on: scheduler).map { $0 + 1 }
      .startWithSignal { signal, interrupter in
        signal.observe(timeline.observer)
        return interrupter
      }
    interrupter.dispose()
    #expect(timeline.entries == [])
    scheduler.advance()
    #expect(timeline.entries == ["INTERRUPTED@0.0"])
  }

  @Test func disposingFromInsideAnObserverDropsTheRest() {
    let scheduler = TestScheduler()
    let timeline = Timeline<Int, Never>(scheduler)
    var run: Disposable?
    run = SignalProducer([1, 2, 3]).observe(on: scheduler).start { event in
      timeline.record(event)
      if case .value = event { run?.dispose() }
    }
    scheduler.advance()
    #expect(timeline.entries == ["1@0.0", "INTERRUPTED@0.0"])
  }

  @Test func aCompletionAlreadyDeliveredIsNotFollowedByAnInterruption() {
    let scheduler = TestScheduler()
    let timeline = Timeline<Int, Never>(scheduler)
    let run = SignalProducer([1]).observe(on: scheduler).start(timeline.observer)
    scheduler.advance()
    run.dispose()
    scheduler.advance()
    #expect(timeline.entries == ["1@0.0", "COMPLETED@0.0"])
  }
}
