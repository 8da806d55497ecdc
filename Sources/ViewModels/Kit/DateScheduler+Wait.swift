import Foundation
import ReactiveCore

extension DateScheduler {
  /// A producer that sends one value `interval` seconds after it is started, then
  /// completes; disposing it cancels the wait. How a view-model says "after 1 s".
  public func wait(_ interval: TimeInterval) -> SignalProducer<Void, Never> {
    SignalProducer { observer, lifetime in
      lifetime += self.schedule(after: self.currentDate.addingTimeInterval(interval)) {
        observer.send(value: ())
        observer.sendCompleted()
      }
    }
  }
}
