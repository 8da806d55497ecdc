import Testing

@testable import ReactiveCore

/// Disposing the run of an operator composed of others (`and`, `zip` of three) while its
/// first input has completed and another is still going interrupts it, once, and ends
/// the runs of every input.
@Suite struct ComposedOperatorDisposalTests {
  /// Inputs for one run: `first` sends one value and completes when started; each of
  /// `running` keeps going, sending nothing, until disposed, and records that it was.
  final class Inputs<Value> {
    let value: Value
    private var endedInputs: [Int] = []

    /// The ids of the running inputs that ended, in order.
    var ended: [Int] { endedInputs.sorted() }

    init(_ value: Value) {
      self.value = value
    }

    /// A producer that sends `value` and completes.
    var first: SignalProducer<Value, Never> { SignalProducer(value: value) }

    /// A producer that keeps going, recording its end as `id`.
    func running(_ id: Int) -> SignalProducer<Value, Never> {
      SignalProducer { _, lifetime in lifetime.observeEnded { self.endedInputs.append(id) } }
    }
  }

  /// Starts `producer`, disposes its run, and returns what it sent after the values.
  func disposedRun<Value>(_ producer: SignalProducer<Value, Never>) -> [String] {
    let timeline = Timeline<Value, Never>()
    let run = producer.start(timeline.observer)
    let sent = timeline.entries.count
    run.dispose()
    run.dispose()
    return Array(timeline.entries.dropFirst(sent))
  }

  @Test func andAndOrAreInterrupted() {
    for isAnd in [true, false] {
      let inputs = Inputs(true)
      let producer =
        isAnd ? inputs.first.and(inputs.running(2)) : inputs.first.or(inputs.running(2))
      #expect(disposedRun(producer) == ["INTERRUPTED"])
      #expect(inputs.ended == [2])
    }
  }

  @Test func andAndOrOnASignalAreInterrupted() {
    for isAnd in [true, false] {
      let (signal, input) = Signal<Bool, Never>.pipe()
      let producer = SignalProducer(value: true).lift { isAnd ? $0.and(signal) : $0.or(signal) }
      input.send(value: true)
      #expect(disposedRun(producer) == ["INTERRUPTED"])
      withExtendedLifetime(input) {}
    }
  }

  @Test func allAndAnyAreInterrupted() {
    for isAll in [true, false] {
      let inputs = Inputs(true)
      let producers = [inputs.first, inputs.running(2), inputs.running(3)]
      let producer: SignalProducer<Bool, Never> =
        isAll ? .all(producers) : .any(producers)
      #expect(disposedRun(producer) == ["INTERRUPTED"])
      #expect(inputs.ended == [2, 3])
    }
  }

  @Test func zipOfThreeFourAndFiveIsInterrupted() {
    let inputs = Inputs(1)
    let three = SignalProducer.zip(inputs.first, inputs.running(2), inputs.running(3))
    #expect(disposedRun(three) == ["INTERRUPTED"])
    #expect(inputs.ended == [2, 3])
    let four = Inputs(1)
    let zipFour = SignalProducer.zip(four.first, four.running(2), four.running(3), four.running(4))
    #expect(disposedRun(zipFour) == ["INTERRUPTED"])
    #expect(four.ended == [2, 3, 4])
    let five = Inputs(1)
    let zipFive = SignalProducer.zip(
      five.first, five.running(2), five.running(3), five.running(4), five.running(5))
    #expect(disposedRun(zipFive) == ["INTERRUPTED"])
    #expect(five.ended == [2, 3, 4, 5])
  }

  @Test func zipOfManyIsInterrupted() {
    let inputs = Inputs(1)
    let producer = SignalProducer.zip([inputs.first, inputs.running(2), inputs.running(3)])
    #expect(disposedRun(producer) == ["INTERRUPTED"])
    #expect(inputs.ended == [2, 3])
  }

  @Test func combineLatestOfThreeAndFourIsInterrupted() {
    let inputs = Inputs(1)
    let three = SignalProducer.combineLatest(inputs.first, inputs.running(2), inputs.running(3))
    #expect(disposedRun(three) == ["INTERRUPTED"])
    #expect(inputs.ended == [2, 3])
    let four = Inputs(1)
    let combinedFour = SignalProducer.combineLatest(
      four.first, four.running(2), four.running(3), four.running(4))
    #expect(disposedRun(combinedFour) == ["INTERRUPTED"])
    #expect(four.ended == [2, 3, 4])
  }

  @Test func combineLatestOfManyIsInterrupted() {
    let inputs = Inputs(1)
    let producer = SignalProducer.combineLatest([
      inputs.first, inputs.running(2), inputs.running(3),
    ])
    #expect(disposedRun(producer) == ["INTERRUPTED"])
    #expect(inputs.ended == [2, 3])
  }

  @Test func signalOperatorsOfThreeOnSignalsAreInterrupted() {
    let (b, bInput) = Signal<Int, Never>.pipe()
    let (c, cInput) = Signal<Int, Never>.pipe()
    let zipped = SignalProducer(value: 1).lift { Signal.zip($0, b, c) }
    bInput.send(value: 1)
    #expect(disposedRun(zipped.map { $0.0 }) == ["INTERRUPTED"])
    let combined = SignalProducer(value: 1).lift { Signal.combineLatest($0, b, c) }
    #expect(disposedRun(combined.map { $0.0 }) == ["INTERRUPTED"])
    withExtendedLifetime((bInput, cInput)) {}
  }

  @Test func andAndOrOfASignalOrAPropertyAreInterrupted() {
    let (signal, input) = Signal<Bool, Never>.pipe()
    let property = MutableProperty(true)
    let first = SignalProducer<Bool, Never>(value: true)
    #expect(disposedRun(first.and(signal)) == ["INTERRUPTED"])
    #expect(disposedRun(first.or(signal)) == ["INTERRUPTED"])
    #expect(disposedRun(first.and(property)) == ["INTERRUPTED"])
    #expect(disposedRun(first.or(property)) == ["INTERRUPTED"])
    withExtendedLifetime(input) {}
  }

  @Test func composedOperatorsAreInterruptedWhileAnInstrumentIsInstalled() {
    EventRecorder.recording { _ in
      let (signal, input) = Signal<Bool, Never>.pipe()
      let first = SignalProducer<Bool, Never>(value: true)
      #expect(disposedRun(first.lift { $0.and(signal) }) == ["INTERRUPTED"])
      #expect(disposedRun(first.lift { Signal.all([$0, signal]) }) == ["INTERRUPTED"])
      let zipped = first.lift { Signal.zip($0, signal, signal) }.map { $0.0 }
      #expect(disposedRun(zipped) == ["INTERRUPTED"])
      let inputs = Inputs(true)
      #expect(disposedRun(inputs.first.and(inputs.running(2))) == ["INTERRUPTED"])
      #expect(disposedRun(.all([inputs.first, inputs.running(3)])) == ["INTERRUPTED"])
      #expect(inputs.ended == [2, 3])
      withExtendedLifetime(input) {}
    }
  }

  @Test func aFlattenIsInterruptedWhileAnInstrumentIsInstalled() {
    EventRecorder.recording { _ in
      let inputs = Inputs(1)
      let producer = SignalProducer(value: inputs.running(2)).lift { $0.flatten(.latest) }
      #expect(disposedRun(producer) == ["INTERRUPTED"])
      #expect(inputs.ended == [2])
    }
  }
}
