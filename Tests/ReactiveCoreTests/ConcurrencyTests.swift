import Dispatch
import Synchronization
import Testing

@_spi(Inspection) @testable import ReactiveCore

/// What an observer counts; only touched from inside serialized deliveries.
final class DeliveryTally: @unchecked Sendable {
  var count = 0
  var checksum = 0
  var isOverlapping = false
  private let inside = Synchronization.Atomic<Bool>(false)

  /// Records one delivery of `value`, noting whether another delivery overlapped it.
  func record(_ value: Int) {
    if inside.exchange(true, ordering: .acquiring) { isOverlapping = true }
    count += 1
    checksum &+= value
    inside.store(false, ordering: .releasing)
  }
}

@Suite struct ConcurrencyTests {
  static let threads = 8
  static let sendsPerThread = 100_000

  @Test func concurrentSendsThroughOnePipeAreDeliveredExactlyOnce() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let tally = DeliveryTally()
    let mappedTally = DeliveryTally()
    signal.observeValues { tally.record($0) }
    signal.map { $0 * 2 }.observeValues { mappedTally.record($0) }
    DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
      let base = thread * Self.sendsPerThread
      for i in 0..<Self.sendsPerThread { input.send(value: base + i) }
    }
    let total = Self.threads * Self.sendsPerThread
    let expectedChecksum = (0..<total).reduce(0, &+)
    #expect(tally.count == total)
    #expect(tally.checksum == expectedChecksum)
    #expect(mappedTally.count == total)
    #expect(mappedTally.checksum == expectedChecksum &* 2)
    #expect(!tally.isOverlapping)
    #expect(!mappedTally.isOverlapping)
  }

  @Test func concurrentModifyLandsEveryIncrement() {
    let property = MutableProperty(0)
    let tally = DeliveryTally()
    property.signal.observeValues { tally.record($0) }
    let increments = 10_000
    DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
      for _ in 0..<increments { property.modify { $0 += 1 } }
    }
    #expect(property.value == Self.threads * increments)
    #expect(tally.count == Self.threads * increments)
    #expect(!tally.isOverlapping)
  }

  @Test func observersComingAndGoingOnASharedOperatorStageWhileSendingIsSafe() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let mapped = signal.map { $0 &* 2 }
    sendWhileObserversComeAndGo(into: input, watching: mapped, doubled: true) { tally in
      mapped.observeValues { tally.record($0) }
    }
  }

  @Test func observingAndDisposingWhileSendingIsSafe() {
    let (signal, input) = Signal<Int, Never>.pipe()
    sendWhileObserversComeAndGo(into: input, watching: signal, doubled: false) { tally in
      signal.map { $0 + 1 }.observeValues { tally.record($0) }
    }
  }

  /// Sends 0..<50,000 into `input` from one thread while the other threads each add and
  /// remove 2,000 observers with `observeBriefly`; a steady observer of `watched` (which
  /// sends each value, or each value doubled) must see every value once, one at a time.
  private func sendWhileObserversComeAndGo(
    into input: Signal<Int, Never>.Observer, watching watched: Signal<Int, Never>,
    doubled: Bool, observeBriefly: @escaping @Sendable (DeliveryTally) -> Disposable?
  ) {
    let steady = DeliveryTally()
    watched.observeValues { steady.record($0) }
    let sends = 50_000
    DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
      if thread == 0 {
        for i in 0..<sends { input.send(value: i) }
      } else {
        for _ in 0..<2_000 { observeBriefly(DeliveryTally())?.dispose() }
      }
    }
    let sum = (0..<sends).reduce(0, &+)
    #expect(steady.count == sends)
    #expect(steady.checksum == (doubled ? sum &* 2 : sum))
    #expect(!steady.isOverlapping)
  }

  /// Disposing one run of a property's producer from several threads at once ends it
  /// once: one `interrupted`, and the property's other observers keep their values.
  @Test func racingDisposalsOfAPropertyRunInterruptItOnce() {
    let property = MutableProperty(0)
    let steady = DeliveryTally()
    property.signal.observeValues { steady.record($0) }
    for round in 1...2_000 {
      let interruptions = Synchronization.Atomic<Int>(0)
      let run = property.producer.map { $0 }.startWithInterrupted {
        interruptions.add(1, ordering: .relaxed)
      }
      DispatchQueue.concurrentPerform(iterations: 4) { _ in run.dispose() }
      property.value = round
      #expect(interruptions.load(ordering: .relaxed) == 1)
      #expect(run.isDisposed)
    }
    #expect(steady.count == 2_000)
  }

  /// Disposing one observation from several threads at once removes that observer
  /// alone: the signal's other observer still gets every value.
  @Test func racingDisposalsOfAnObservationRemoveOnlyIt() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let steady = DeliveryTally()
    signal.observeValues { steady.record($0) }
    for round in 0..<2_000 {
      let removed = DeliveryTally()
      let observation = signal.observeValues { removed.record($0) }
      DispatchQueue.concurrentPerform(iterations: 4) { _ in observation?.dispose() }
      input.send(value: round)
      #expect(removed.count == 0)
      #expect(observation?.isDisposed == true)
    }
    #expect(steady.count == 2_000)
    #expect(steady.checksum == (0..<2_000).reduce(0, &+))
  }

  @Test func concurrentStartsOfAPropertyProducerSeeNoGapsOrDuplicates() {
    let property = MutableProperty(0)
    let writes = 20_000
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      if thread == 0 {
        for i in 1...writes { property.value = i }
      } else {
        for _ in 0..<500 {
          // Locked, not Mutex: a contended Mutex hands over inside the standard library,
          // where ThreadSanitizer cannot see it (see Lock).
          let seen = Locked<[Int]>([])
          let disposable = property.producer.startWithValues { value in
            seen.withLock { $0.append(value) }
          }
          disposable.dispose()
          let values = seen.withLock { $0 }
          #expect(values.count >= 1)
          #expect(zip(values, values.dropFirst()).allSatisfy { $0 + 1 == $1 })
        }
      }
    }
    #expect(property.value == writes)
  }

  @Test func installingAndUninstallingAnInstrumentWhileValuesFlowIsSafe() {
    EventRecorder.exclusively {
      let property = MutableProperty(0)
      let doubled = property.map { $0 * 2 }
      let tally = DeliveryTally()
      doubled.signal.observeValues { tally.record($0) }
      let recorders = (0..<2).map { _ in EventRecorder(everyThread: true) }
      let increments = 5_000
      DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
        if thread == 0 {
          for round in 0..<increments / 10 {
            ReactiveInspection.install(recorders[round % 2])
            ReactiveInspection.uninstall(recorders[round % 2])
          }
          return
        }
        for _ in 0..<increments {
          property.modify { $0 += 1 }
          SignalProducer<Int, Never>(value: thread).start().dispose()
        }
      }
      let total = (Self.threads - 1) * increments
      #expect(property.value == total)
      #expect(tally.count == total)
      #expect(!tally.isOverlapping)
      for recorder in recorders {
        for change in recorder.changes(of: property, as: Int.self) {
          #expect(change.new == change.old + 1)
        }
      }
    }
  }
}
