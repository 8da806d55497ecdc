import Testing

@_spi(Inspection) @testable import ReactiveCore

/// Producer operators that start without a signal per operator (`map`, `compactMap`,
/// `filter`, `skipRepeats`) send what the same operators send on the run's signal.
@Suite struct ProducerObserverLiftTests {
  /// The chain under test, over the values a pipe sends.
  static func chain(_ source: SignalProducer<Int, Never>) -> SignalProducer<String, Never> {
    source
      .map { $0 / 2 }
      .filter { $0 % 3 != 0 }
      .skipRepeats()
      .compactMap { $0 > 4 ? "v\($0)" : nil }
  }

  @Test func startSendsWhatTheSignalOfARunSends() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let started = Timeline<String, Never>()
    let throughSignal = Timeline<String, Never>()
    let producer = Self.chain(SignalProducer(signal))
    producer.start(started.observer)
    _ = producer.startWithSignal { signal, _ in signal.observe(throughSignal.observer) }
    for value in 0..<20 { input.send(value: value) }
    input.sendCompleted()
    #expect(started.entries == ["v5", "v7", "v8", "COMPLETED"])
    #expect(started.entries == throughSignal.entries)
  }

  @Test func disposingInterruptsThroughTheOperatorsAndEndsTheSource() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var sourceEnded = false
    let source = SignalProducer<Int, Never> { observer, lifetime in
      lifetime += signal.observe(observer)
      lifetime.observeEnded { sourceEnded = true }
    }
    let timeline = Timeline<String, Never>()
    let run = Self.chain(source).start(timeline.observer)
    input.send(value: 10)
    run.dispose()
    input.send(value: 14)
    #expect(sourceEnded)
    #expect(timeline.entries == ["v5", "INTERRUPTED"])
  }

  @Test func disposingFromInsideAValueStopsLaterValues() {
    let property = MutableProperty(14)
    var received: [String] = []
    var run: Disposable?
    run = Self.chain(property.producer).start { event in
      received.append(event.description)
      if event.value == "v8" { run?.dispose() }
    }
    property.value = 16
    property.value = 20
    #expect(received == ["VALUE v7", "VALUE v8", "INTERRUPTED"])
  }

  @Test func withAnInstrumentInstalledARunIsReportedOnceAndSendsTheSame() {
    EventRecorder.recording { recorder in
      let property = MutableProperty(10)
      let timeline = Timeline<String, Never>()
      let run = Self.chain(property.producer).start(timeline.observer)
      property.value = 14
      run.dispose()
      #expect(timeline.entries == ["v5", "v7", "INTERRUPTED"])
      let runs = recorder.events.filter {
        if case .producerStarted = $0.kind { return true } else { return false }
      }
      #expect(runs.count == 1)
    }
  }
}
