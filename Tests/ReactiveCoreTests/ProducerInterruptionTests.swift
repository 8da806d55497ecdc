import Testing

@testable import ReactiveCore

/// How a producer's run ends when it is disposed or let go, as in ReactiveSwift.
@Suite struct ProducerInterruptionTests {
  enum AsyncOperator: CaseIterable {
    case observeOn, delay, debounce, throttle
  }

  @Test(arguments: AsyncOperator.allCases)
  func disposingInterruptsOnTheOperatorsSchedulerNotInsideDispose(op: AsyncOperator) {
    let scheduler = TestScheduler()
    let (signal, _) = Signal<Int, Never>.pipe()
    var workEnded = false
    let source = SignalProducer<Int, Never> { observer, lifetime in
      lifetime += signal.observe(observer)
      lifetime.observeEnded { workEnded = true }
    }
    let operated: SignalProducer<Int, Never>
    switch op {
    case .observeOn: operated = source.observe(on: scheduler)
    case .delay: operated = source.delay(1, on: scheduler)
    case .debounce: operated = source.debounce(1, on: scheduler)
    case .throttle: operated = source.throttle(1, on: scheduler)
    }
    let timeline = Timeline<Int, Never>()
    let run = operated.start(timeline.observer)
    run.dispose()
    #expect(workEnded)
    #expect(timeline.entries == [])
    scheduler.advance()
    #expect(timeline.entries == ["INTERRUPTED"])
  }

  @Test func disposingASynchronousChainInterruptsAtOnce() {
    let (signal, _) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>()
    let run = SignalProducer(signal).map { $0 + 1 }.filter { $0 > 0 }.start(timeline.observer)
    run.dispose()
    #expect(timeline.entries == ["INTERRUPTED"])
  }

  @Test func disposingAfterTheSourceCompletedStillInterruptsAFlattenThatIsRunning() {
    let (outer, outerInput) = Signal<Int, Never>.pipe()
    var innerEnded = false
    let timeline = Timeline<Int, Never>()
    let run = SignalProducer(outer).flatMap(.latest) { _ in
      SignalProducer<Int, Never> { _, lifetime in lifetime.observeEnded { innerEnded = true } }
    }.start(timeline.observer)
    outerInput.send(value: 1)
    outerInput.sendCompleted()
    run.dispose()
    #expect(innerEnded)
    #expect(timeline.entries == ["INTERRUPTED"])
  }

  @Test func aSignalNeitherKeptNorObservedEndsTheRunWhenStartWithSignalReturns() {
    var ended = false
    let producer = SignalProducer<Int, Never> { _, lifetime in
      lifetime.observeEnded { ended = true }
    }
    producer.startWithSignal { _, _ in }
    #expect(ended)
    var observedEnded = false
    let observed = SignalProducer<Int, Never> { _, lifetime in
      lifetime.observeEnded { observedEnded = true }
    }
    let disposable = observed.startWithSignal { signal, interrupter in
      signal.observe { _ in }
      return interrupter
    }
    #expect(!observedEnded)
    disposable.dispose()
    #expect(observedEnded)
  }

  @Test func anOperatorThatEndsFirstInterruptsTheRunBeforeIt() {
    var sourceEnded = false
    let (signal, input) = Signal<Int, Never>.pipe()
    let source = SignalProducer<Int, Never> { observer, lifetime in
      lifetime += signal.observe(observer)
      lifetime.observeEnded { sourceEnded = true }
    }
    var received: [Int] = []
    source.take(first: 1).startWithValues { received.append($0) }
    input.send(value: 1)
    #expect(received == [1])
    #expect(sourceEnded)
  }

  /// A run disposed inside `startWithSignal`'s setup never starts: `on(starting:started:)`
  /// runs neither effect and the work is not done (ReactiveSwift's SignalProducerSpec,
  /// "should not trigger effects if disposed before closure return").
  @Test func aRunDisposedInsideStartWithSignalNeverStarts() {
    var effects: [String] = []
    SignalProducer<Int, Never>(value: 42)
      .on(starting: { effects.append("starting") }, started: { effects.append("started") })
      .on(value: { effects.append("value \($0)") })
      .startWithSignal { _, interrupter in interrupter.dispose() }
    #expect(effects == [])
  }

  /// A lifted operator whose signal is a stage after a signal of its own (here
  /// `Signal.never.on(…)`, not after the upstream) is interrupted when the run is
  /// disposed, though the upstream has ended (ReactiveSwift's SignalProducerSpec, "should
  /// interrupt all intermediate signals when the upstream is terminated").
  @Test func disposingInterruptsALiftedStageAfterASignalOfItsOwn() {
    var isOwnSignalDisposed = false
    let timeline = Timeline<Int, Never>()
    let run = SignalProducer<Int, Never>.empty
      .lift { _ in Signal<Int, Never>.never.on(disposed: { isOwnSignalDisposed = true }) }
      .start(timeline.observer)
    #expect(timeline.entries == [])
    run.dispose()
    #expect(timeline.entries == ["INTERRUPTED"])
    #expect(isOwnSignalDisposed)
  }

  /// The same for a binary operator: its signal, a stage after a signal of its own, is
  /// interrupted when the run is disposed.
  @Test func disposingInterruptsABinaryOperatorsStageAfterASignalOfItsOwn() {
    var isOwnSignalDisposed = false
    let timeline = Timeline<Int, Never>()
    let operated = SignalProducer<Int, Never>.empty.lift {
      (_: Signal<Int, Never>) -> (Signal<Int, Never>) -> Signal<Int, Never> in
      { _ in Signal<Int, Never>.never.on(disposed: { isOwnSignalDisposed = true }) }
    }
    let run = operated(SignalProducer<Int, Never>.empty).start(timeline.observer)
    #expect(timeline.entries == [])
    run.dispose()
    #expect(timeline.entries == ["INTERRUPTED"])
    #expect(isOwnSignalDisposed)
  }
}
