import Dispatch
import Foundation
import Testing

@testable import ReactiveCore

/// `property.producer.map { }.startWithValues { }` as one object (`MapValueRun`): the run
/// lets go of the client's closures as soon as it ends, whoever still holds its disposable,
/// and never while one of them is running.
@Suite struct MapValueRunTests {
  @Test func aDisposedRunLetsGoOfItsClosuresWhileItsDisposableIsHeld() {
    let property = MutableProperty(1)
    weak var weakTransformCanary: Canary?
    weak var weakActionCanary: Canary?
    var seen: [Int] = []
    let disposable: Disposable
    do {
      let transformCanary = Canary(10)
      let actionCanary = Canary()
      weakTransformCanary = transformCanary
      weakActionCanary = actionCanary
      disposable = property.producer.map { $0 * transformCanary.id }.startWithValues {
        _ = actionCanary
        seen.append($0)
      }
    }
    property.value = 2
    #expect(weakTransformCanary != nil)
    #expect(weakActionCanary != nil)
    disposable.dispose()
    #expect(weakTransformCanary == nil)
    #expect(weakActionCanary == nil)
    property.value = 3
    #expect(seen == [10, 20])
    #expect(disposable.isDisposed)
  }

  @Test func aRunDisposedFromInsideItsActionLetsGoOfItsClosuresOnceTheActionReturns() {
    let property = MutableProperty(1)
    weak var weakCanary: Canary?
    let storage = Locked<Disposable?>(nil)
    var seen: [String] = []
    do {
      let canary = Canary(7)
      weakCanary = canary
      let disposable = property.producer.map { $0 }.startWithValues { value in
        storage.withLock { $0 }?.dispose()
        // Still here after the disposal: the closure is running.
        seen.append("\(value) \(canary.id)")
      }
      storage.withLock { $0 = disposable }
    }
    #expect(weakCanary != nil)
    property.value = 2
    #expect(weakCanary == nil)
    property.value = 3
    #expect(seen == ["1 7", "2 7"])
    #expect(storage.withLock { $0 }?.isDisposed == true)
  }

  @Test func aRunDisposedFromInsideItsInitialValueEndsAndLetsGoOfItsClosures() {
    let property = MutableProperty(1)
    weak var weakCanary: Canary?
    var disposable: Disposable?
    var seen: [String] = []
    do {
      let canary = Canary(3)
      weakCanary = canary
      disposable = property.producer.map { $0 * 2 }.startWithValues { value in
        disposable?.dispose()
        seen.append("\(value) \(canary.id)")
      }
    }
    // The start returned before `disposable` was set: the initial value disposed nothing.
    #expect(weakCanary != nil)
    property.value = 2
    #expect(weakCanary == nil)
    property.value = 3
    #expect(seen == ["2 3", "4 3"])
  }

  @Test func aRunStartedOnceThePropertyIsGoneSendsTheLastValueAndLetsGoOfItsClosures() {
    var property: MutableProperty<Int>? = MutableProperty(4)
    let mapped = property!.producer.map { $0 + 1 }
    property = nil
    weak var weakCanary: Canary?
    var seen: [Int] = []
    let disposable: Disposable
    do {
      let canary = Canary()
      weakCanary = canary
      disposable = mapped.startWithValues {
        _ = canary
        seen.append($0)
      }
    }
    #expect(weakCanary == nil)
    #expect(seen == [5])
    disposable.dispose()
    #expect(disposable.isDisposed)
  }

  @Test func aRunWhoseClosuresDisposeItAsTheyAreReleasedEndsOnce() {
    var property: MutableProperty<Int>? = MutableProperty(1)
    let ends = Locked(0)
    var seen: [Int] = []
    let disposable: Disposable
    do {
      let disposer = DisposingOnDeinit { ends.withLock { $0 += 1 } }
      disposable = property!.producer.map { $0 }.startWithValues {
        _ = disposer
        seen.append($0)
      }
      disposer.disposable = disposable
    }
    property!.value = 2
    // The property's end releases the closures, whose deinit disposes the ended run.
    property = nil
    #expect(ends.withLock { $0 } == 1)
    #expect(disposable.isDisposed)
    disposable.dispose()
    #expect(seen == [1, 2])
  }

  /// The run's observer is counted in `ReactiveResources` until the run ends, not until its
  /// disposable goes. (Read on the run itself, not in the thread's counts, which another
  /// test's instrument moves: its stages count observers of their own.)
  @Test func aRunsObserverIsCountedUntilTheRunEndsWhileItsDisposableIsHeld() {
    ReactiveResources.isCounting = true
    EventRecorder.exclusively {
      // With an instrument installed (another test target's), `startWithValues` takes the
      // general path, which makes no `MapValueRun`.
      let property = MutableProperty(1)
      var ended: MutableProperty<Int>? = MutableProperty(2)
      let disposed = property.producer.map { $0 }.startWithValues { _ in }
      let completed = ended!.producer.map { $0 }.startWithValues { _ in }
      guard let disposed = disposed as? MapValueRun<Int, Int>,
        let completed = completed as? MapValueRun<Int, Int>
      else { return }
      #expect(disposed.isCounted)
      #expect(completed.isCounted)
      disposed.dispose()
      #expect(!disposed.isCounted)
      #expect(completed.isCounted)
      ended = nil
      #expect(!completed.isCounted)
    }
  }

  /// One thread sets the property while another disposes the run: nothing is delivered
  /// once the disposal has returned, the values seen are every value up to some point,
  /// and the closures are let go of with the disposable still held.
  @Test func aDisposalRacingADeliveryOnAnotherThread() {
    EventRecorder.exclusively { racingDisposals() }
  }

  private func racingDisposals() {
    for _ in 0..<200 {
      let property = MutableProperty(0)
      let secondValueDelivered = DispatchSemaphore(value: 0)
      let disposing = DispatchSemaphore(value: 0)
      let disposalReturned = Locked(false)
      let lateValues = Locked(0)
      let seen = Locked<[Int]>([])
      weak var weakCanary: Canary?
      let disposable: Disposable
      do {
        let canary = Canary(1)
        weakCanary = canary
        disposable = property.producer.map { $0 * canary.id }.startWithValues { value in
          if disposalReturned.withLock({ $0 }) { lateValues.withLock { $0 += 1 } }
          seen.withLock { $0.append(value + canary.id - 1) }
          if value == 2 {
            secondValueDelivered.signal()
            _ = disposing.wait(timeout: .now() + 10)
          }
        }
      }
      // With an instrument installed (another test target's), `startWithValues` takes the
      // general path, whose disposal from another thread interrupts the run through a
      // terminal event that does not wait for the delivery in flight: not this object.
      guard disposable is MapValueRun<Int, Int> else {
        disposable.dispose()
        continue
      }
      let setter = DispatchGroup()
      setter.enter()
      Thread {
        for value in 1...200 { property.value = value }
        setter.leave()
      }.start()
      // Disposes while the setter is inside its second value's delivery, which goes on as
      // the disposal starts.
      _ = secondValueDelivered.wait(timeout: .now() + 10)
      disposing.signal()
      disposable.dispose()
      disposalReturned.withLock { $0 = true }
      setter.wait()
      #expect(lateValues.withLock { $0 } == 0)
      let values = seen.withLock { $0 }
      #expect(values == Array(0..<values.count))
      #expect(weakCanary == nil)
      #expect(disposable.isDisposed)
    }
  }
}

/// Disposes `disposable` as it goes, then runs `onDeinit`.
private final class DisposingOnDeinit: @unchecked Sendable {
  var disposable: Disposable?
  let onDeinit: () -> Void

  init(_ onDeinit: @escaping () -> Void) {
    self.onDeinit = onDeinit
  }

  deinit {
    disposable?.dispose()
    onDeinit()
  }
}
