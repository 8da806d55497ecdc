import Dispatch
import Foundation
import Synchronization
import Testing

@testable import ReactiveCore

/// Hands an object to another thread, which releases it.
final class ReleaseBox<Object: AnyObject>: @unchecked Sendable {
  var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}

/// Terminations racing other threads' sends: each test repeats a short race a few
/// thousand times and checks what was delivered.
@Suite struct TerminationConcurrencyTests {
  /// The released property's deinit completes its signal and ends the binding, which
  /// interrupts the binding's run while the setting thread is delivering into it.
  @Test(arguments: [false, true])
  func aBoundPropertyReleasedOnOneThreadWhileItsSourceIsSetOnAnother(throughMap: Bool) {
    let source = MutableProperty(0)
    for round in 0..<1_500 {
      let box = ReleaseBox(MutableProperty(-1))
      if throughMap {
        box.object! <~ source.map { $0 }
      } else {
        box.object! <~ source
      }
      let released = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        box.object = nil
        released.signal()
      }
      for step in 0..<5 { source.value = round * 5 + step }
      released.wait()
    }
    #expect(source.value == 1_500 * 5 - 1)
  }

  /// One value is being delivered while ten threads send values and one sends
  /// `interrupted`: the interruption goes ahead of the waiting values, which are dropped.
  @Test func interruptionRacingConcurrentSendsGoesAheadOfWaitingValues() {
    for _ in 0..<300 {
      let (signal, input) = Signal<Int, Never>.pipe()
      let events = Locked<[String]>([])
      let entered = DispatchSemaphore(value: 0)
      let release = DispatchSemaphore(value: 0)
      let interruptSent = DispatchSemaphore(value: 0)
      signal.observe { event in
        events.withLock { $0.append(event.description) }
        if event.value == 0 {
          entered.signal()
          _ = release.wait(timeout: .now() + 10)
        }
      }
      let senders = DispatchGroup()
      onNewThread(in: senders) { input.send(value: 0) }
      entered.wait()
      for value in 1...10 {
        onNewThread(in: senders) { input.send(value: value) }
      }
      onNewThread(in: senders) {
        input.sendInterrupted()
        interruptSent.signal()
      }
      // Sending `interrupted` must not wait for the delivery under way (which waits
      // for `release`); a generous bound only keeps a regression from hanging.
      let sentDuringDelivery = interruptSent.wait(timeout: .now() + 5) == .success
      release.signal()
      senders.wait()
      #expect(sentDuringDelivery)
      #expect(events.withLock { $0 } == ["VALUE 0", "INTERRUPTED"])
      if !sentDuringDelivery { break }
    }
  }

  /// Runs `body` on a thread of its own (a thread pool may hold work back while its
  /// threads are blocked), as part of `group`.
  private func onNewThread(in group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
    group.enter()
    Thread {
      body()
      group.leave()
    }.start()
  }
}
