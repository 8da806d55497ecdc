import Testing

@testable import ReactiveCore

/// `ReactiveResources`: counts go up with what is made while counting is on, and back
/// down as it ends. Each test reads its own thread's counts, which tests running at the
/// same time on other threads cannot disturb.
@Suite struct ResourceCountingTests {
  init() { ReactiveResources.isCounting = true }

  private func counted(_ body: () -> Void) -> ReactiveResources.Counts {
    let before = ReactiveResources.onThisThread
    body()
    let after = ReactiveResources.onThisThread
    return ReactiveResources.Counts([
      after.signals - before.signals, after.observers - before.observers,
      after.producers - before.producers, after.disposables - before.disposables,
      after.scheduledActions - before.scheduledActions,
    ])
  }

  @Test func anObservedPipeCountsItsSignalAndObserversUntilItEnds() {
    let before = ReactiveResources.onThisThread
    var input: Signal<Int, Never>.Observer?
    var disposable: Disposable?
    do {
      let (signal, pipeInput) = Signal<Int, Never>.pipe()
      input = pipeInput
      disposable = signal.map { $0 + 1 }.observeValues { _ in }
    }
    let during = ReactiveResources.onThisThread
    #expect(during.signals - before.signals == 2)
    #expect(during.observers - before.observers >= 2)
    #expect(disposable != nil)
    input?.sendCompleted()
    input = nil
    disposable = nil
    #expect(ReactiveResources.onThisThread == before)
  }

  @Test func aStartedProducerCountsUntilItsRunEnds() {
    let scheduler = TestScheduler()
    let before = ReactiveResources.onThisThread
    var values: [Int] = []
    var disposable: Disposable? = SignalProducer<Int, Never> { observer, _ in
      observer.send(value: 1)
    }
    .delay(1, on: scheduler).startWithValues { values.append($0) }
    let during = ReactiveResources.onThisThread
    #expect(during.producers - before.producers == 1)
    #expect(during.scheduledActions - before.scheduledActions == 1)
    scheduler.advance(by: .seconds(1))
    #expect(values == [1])
    let delivered = ReactiveResources.onThisThread
    #expect(delivered.producers - before.producers == 1)
    #expect(delivered.scheduledActions == before.scheduledActions)
    disposable?.dispose()
    disposable = nil
    // The interruption reaches the observer on the scheduler.
    scheduler.advance()
    #expect(ReactiveResources.onThisThread == before)
  }

  @Test func disposingARunCancelsItsScheduledActionsAndEndsItsCount() {
    let scheduler = TestScheduler()
    let before = ReactiveResources.onThisThread
    var disposable: Disposable? = SignalProducer<Int, Never>(value: 1)
      .delay(5, on: scheduler).startWithValues { _ in }
    #expect(ReactiveResources.onThisThread.scheduledActions == before.scheduledActions + 2)
    disposable?.dispose()
    disposable = nil
    #expect(ReactiveResources.onThisThread.scheduledActions == before.scheduledActions)
    // The interruption reaches the observer on the scheduler.
    scheduler.advance()
    #expect(ReactiveResources.onThisThread == before)
  }

  @Test func disposablesCountWhileAlive() {
    // A thread's own count can be below zero: it also counts what it freed of what other
    // tests made on other threads. Only the difference is this test's.
    let before = ReactiveResources.onThisThread.disposables
    let made = counted {
      let group = CompositeDisposable()
      group.add(AnyDisposable {})
      let serial = SerialDisposable()
      #expect(ReactiveResources.onThisThread.disposables - before >= 3)
      group.dispose()
      serial.dispose()
    }
    #expect(made.disposables == 0)
  }

  @Test func aConstantPropertyCountsItsEndedSignalWhileAlive() {
    let before = ReactiveResources.onThisThread
    var property: Property<Int>? = Property(value: 1)
    let during = ReactiveResources.onThisThread
    #expect(during.signals - before.signals == 1)
    #expect(during.observers == before.observers)
    #expect(property?.value == 1)
    property = nil
    #expect(ReactiveResources.onThisThread == before)
  }

  @Test func observersAreAttributedToTheHolderActiveWhenTheyWereMade() {
    let property = MutableProperty(0)
    let byHand = ReactiveResources.attributing(to: "Row.init") {
      // The observer `observeValues` attaches, and the one a producer's run attaches
      // inside ReactiveCore (the property producer's, under an operator).
      let observed = property.signal.observeValues { _ in }
      let started = property.producer.skipRepeats().startWithValues { _ in }
      return (observed, started)
    }
    let nested = ReactiveResources.attributing(to: "line 1") {
      ReactiveResources.attributing(to: "Screen.init") { property.signal.observeValues { _ in } }
    }
    let unattributed = property.signal.observeValues { _ in }
    #expect(
      ReactiveResources.holders(ofObserversOf: property) == [
        "Row.init", "Row.init", "Screen.init", nil,
      ])
    byHand.0?.dispose()
    byHand.1.dispose()
    nested?.dispose()
    unattributed?.dispose()
    #expect(ReactiveResources.holders(ofObserversOf: property) == [])
  }
}
