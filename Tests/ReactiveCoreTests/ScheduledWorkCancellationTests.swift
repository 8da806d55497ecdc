import Foundation
import Testing

@_spi(Inspection) @testable import ReactiveCore

/// Disposing a run of an operator that schedules work cancels that work through the
/// disposable the scheduler returned, so the scheduler no longer holds it (nor lists it:
/// `pendingActionCount`), and the events follow ReactiveSwift 7.2.1: an asynchronous
/// operator's interruption arrives on its scheduler, and nothing it had scheduled is sent.
@Suite struct ScheduledWorkCancellationTests {
  /// The program: switching to a newer query disposes the inner run whose value
  /// is still being delayed; its `on(interrupted:)` runs when the scheduler runs, as in
  /// ReactiveSwift (`results=["result:swift"] cancelled=["swif"]`).
  @Test func replacingAnInnerRunOfFlatMapLatestInterruptsItsDelayOnTheScheduler() {
    let scheduler = TestScheduler()
    var cancelled: [String] = []
    let (queries, input) = Signal<String, Never>.pipe()
    var results: [String] = []
    queries.flatMap(.latest) { query in
      SignalProducer<String, Never>(value: "result:" + query)
        .delay(1, on: scheduler)
        .on(interrupted: { cancelled.append(query) })
    }.observeValues { results.append($0) }
    input.send(value: "swif")
    scheduler.advance(by: .milliseconds(500))
    input.send(value: "swift")
    #expect(cancelled == [])
    // The interruption of "swif", then "swift"'s value and completion.
    #expect(scheduler.pendingActionCount == 3)
    scheduler.advance()
    #expect(cancelled == ["swif"])
    scheduler.advance(by: .seconds(2))
    #expect(results == ["result:swift"])
    #expect(cancelled == ["swif"])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func disposingADelayedRunCancelsItsValuesAndSendsInterruptedOnTheScheduler() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>(scheduler)
    let run = SignalProducer(signal).delay(1, on: scheduler).start(timeline.observer)
    input.send(value: 1)
    scheduler.advance(by: 0.5)
    input.send(value: 2)
    run.dispose()
    #expect(timeline.entries == [])
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance(by: 2)
    #expect(timeline.entries == ["INTERRUPTED@0.5"])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func aFailureTakesTheValuesStillBeingDelayedOffTheScheduler() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestError>.pipe()
    let timeline = Timeline<Int, TestError>(scheduler)
    signal.delay(1, on: scheduler).observe(timeline.observer)
    input.send(value: 1)
    input.send(value: 2)
    input.send(error: .boom)
    scheduler.advance()
    #expect(timeline.entries == ["FAILED boom@0.0"])
    #expect(scheduler.pendingActionCount == 0)
  }

  /// What the log shows for the case: the delayed value is held, then
  /// cancelled when the run is disposed, never passed.
  @Test func aDelayedValueWhoseRunIsDisposedIsReportedCancelled() {
    EventRecorder.recording { recorder in
      let scheduler = TestScheduler()
      let source = MutableProperty(0)
      let run = source.producer.delay(1, on: scheduler).start()
      run.dispose()
      scheduler.advance(by: 2)
      #expect(
        recorder.stageLines() == [
          "delay(1s) <- property", "delay(1s) 0 held", "delay(1s) 0 cancelled",
        ])
      #expect(scheduler.pendingActionCount == 0)
    }
  }

  @Test func disposingAThrottledRunCancelsTheHeldValuesRelease() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>(scheduler)
    let run = SignalProducer(signal).throttle(1, on: scheduler).start(timeline.observer)
    input.send(value: 1)
    scheduler.advance()
    input.send(value: 2)
    #expect(scheduler.pendingActionCount == 1)
    run.dispose()
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance(by: 2)
    #expect(timeline.entries == ["1@0.0", "INTERRUPTED@0.0"])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func aThrottledValueWhoseRunIsDisposedIsReportedCancelled() {
    EventRecorder.recording { recorder in
      let scheduler = TestScheduler()
      let source = MutableProperty(0)
      let run = source.producer.throttle(1, on: scheduler).start()
      scheduler.advance()
      source.value = 1
      run.dispose()
      scheduler.advance(by: 2)
      #expect(
        recorder.stageLines() == [
          "throttle(1s) <- property", "throttle(1s) 0 held", "throttle(1s) 0 passed",
          "throttle(1s) 1 held", "throttle(1s) 1 cancelled",
        ])
    }
  }

  @Test func disposingADebouncedRunCancelsTheWaitingValue() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>(scheduler)
    let run = SignalProducer(signal).debounce(1, on: scheduler).start(timeline.observer)
    input.send(value: 1)
    run.dispose()
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance(by: 2)
    #expect(timeline.entries == ["INTERRUPTED@0.0"])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func aDebouncedValueWhoseRunIsDisposedIsReportedCancelled() {
    EventRecorder.recording { recorder in
      let scheduler = TestScheduler()
      let source = MutableProperty(0)
      let run = source.producer.debounce(1, on: scheduler).start()
      run.dispose()
      scheduler.advance(by: 2)
      #expect(
        recorder.stageLines() == [
          "debounce(1s) <- property", "debounce(1s) 0 held", "debounce(1s) 0 cancelled",
        ])
    }
  }

  @Test func disposingARunObservedOnASchedulerCancelsTheQueuedDeliveries() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>(scheduler)
    let run = SignalProducer(signal).observe(on: scheduler).start(timeline.observer)
    input.send(value: 1)
    input.send(value: 2)
    #expect(scheduler.pendingActionCount == 2)
    run.dispose()
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance()
    #expect(timeline.entries == ["INTERRUPTED@0.0"])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func aValueObservedOnASchedulerWhoseRunIsDisposedIsReportedCancelled() {
    EventRecorder.recording { recorder in
      let scheduler = TestScheduler()
      let source = MutableProperty(0)
      let run = source.producer.observe(on: scheduler).start()
      run.dispose()
      scheduler.advance()
      #expect(
        recorder.stageLines() == [
          "observe(on:) <- property", "observe(on:) 0 held", "observe(on:) 0 cancelled",
        ])
    }
  }

  /// A long-lived signal observed on a scheduler keeps nothing per delivered event.
  @Test func deliveriesThatRanAreNoLongerKept() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Canary, Never>.pipe()
    weak var delivered: Canary?
    var received = 0
    signal.observe(on: scheduler).observeValues { _ in received += 1 }
    do {
      let canary = Canary()
      delivered = canary
      input.send(value: canary)
    }
    scheduler.advance()
    #expect(received == 1)
    #expect(delivered == nil)
  }

  @Test func disposingALazilyMappedRunCancelsTheWaitingTransform() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>(scheduler)
    var transformed: [Int] = []
    let run = SignalProducer(signal)
      .lazyMap(on: scheduler) { value -> Int in
        transformed.append(value)
        return value * 10
      }
      .start(timeline.observer)
    input.send(value: 1)
    run.dispose()
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance()
    #expect(transformed == [])
    #expect(timeline.entries == ["INTERRUPTED@0.0"])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func aLazilyMappedValueWhoseRunIsDisposedIsReportedCancelled() {
    EventRecorder.recording { recorder in
      let scheduler = TestScheduler()
      let source = MutableProperty(0)
      let run = source.producer.lazyMap(on: scheduler) { $0 + 1 }.start()
      run.dispose()
      scheduler.advance()
      #expect(
        recorder.stageLines() == ["lazyMap <- property", "lazyMap 0 held", "lazyMap 0 cancelled"])
    }
  }

  @Test func disposingARunThrottledWhileAPropertyHoldsCancelsTheScheduledForward() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>(scheduler)
    let shouldThrottle = MutableProperty(false)
    let run = SignalProducer(signal).throttle(while: shouldThrottle, on: scheduler)
      .start(timeline.observer)
    input.send(value: 1)
    run.dispose()
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance()
    #expect(timeline.entries == ["INTERRUPTED@0.0"])
    #expect(scheduler.pendingActionCount == 0)
  }

  /// A timeout's producer is interrupted at once, as in ReactiveSwift, and its timer
  /// leaves the scheduler with it.
  @Test func disposingARunWithATimeoutTakesTheTimeoutOffTheScheduler() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestError>.pipe()
    let timeline = Timeline<Int, TestError>(scheduler)
    let run = SignalProducer(signal).timeout(after: 5, raising: .boom, on: scheduler)
      .start(timeline.observer)
    input.send(value: 1)
    #expect(scheduler.pendingActionCount == 1)
    run.dispose()
    #expect(timeline.entries == ["1@0.0", "INTERRUPTED@0.0"])
    #expect(scheduler.pendingActionCount == 0)
  }

  /// `collect(every:)` is asynchronous in ReactiveSwift: its interruption arrives on
  /// its scheduler, and its timer stops at once.
  @Test func disposingARunCollectingEveryIntervalStopsItsTimer() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<[Int], Never>(scheduler)
    let run = SignalProducer(signal).collect(every: .seconds(1), on: scheduler)
      .start(timeline.observer)
    input.send(value: 1)
    scheduler.advance(by: 1)
    input.send(value: 2)
    run.dispose()
    #expect(timeline.entries == ["[1]@1.0"])
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance(by: 3)
    #expect(timeline.entries == ["[1]@1.0", "INTERRUPTED@1.0"])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func disposingATimerTakesItOffTheScheduler() {
    let scheduler = TestScheduler()
    var ticks = 0
    let run = SignalProducer<Date, Never>.timer(interval: .seconds(1), on: scheduler)
      .startWithValues { _ in ticks += 1 }
    scheduler.advance(by: 2)
    run.dispose()
    #expect(ticks == 2)
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func disposingARunStartedOnASchedulerBeforeItStartsTakesTheStartOff() {
    let scheduler = TestScheduler()
    var starts = 0
    let run = SignalProducer<Int, Never> { _, _ in starts += 1 }.start(on: scheduler).start()
    run.dispose()
    #expect(scheduler.pendingActionCount == 0)
    scheduler.advance()
    #expect(starts == 0)
  }

  @Test func disposingARetryWaitingToRestartTakesTheWaitOffTheScheduler() {
    let scheduler = TestScheduler()
    var attempts = 0
    let run = SignalProducer<Int, TestError> { observer, _ in
      attempts += 1
      observer.send(error: .boom)
    }
    .retry(upTo: 3, interval: 1, on: scheduler)
    .start()
    #expect(attempts == 1)
    run.dispose()
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance(by: 5)
    #expect(attempts == 1)
    #expect(scheduler.pendingActionCount == 0)
  }

  /// A binding target on a scheduler runs its action only while its lifetime lasts.
  @Test func aBindingTargetOnASchedulerCancelsItsWaitingActionsWhenItsLifetimeEnds() {
    let scheduler = TestScheduler()
    let (lifetime, token) = Lifetime.make()
    var received: [Int] = []
    let target = BindingTarget<Int>(on: scheduler, lifetime: lifetime) { received.append($0) }
    let source = MutableProperty(1)
    target <~ source
    source.value = 2
    scheduler.advance()
    source.value = 3
    token.dispose()
    #expect(scheduler.pendingActionCount == 0)
    scheduler.advance()
    #expect(received == [1, 2])
  }
}
