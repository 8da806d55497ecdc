import Foundation
import ReactiveCore

extension DateScheduler {
  /// A producer that sends one value `interval` seconds after it is started, then
  /// completes; disposing it cancels the wait. How a view-model says "after 1 s".
  public func wait(_ interval: TimeInterval) -> SignalProducer<Void, Never> {
    // A delayed value, so the event log shows the wait as a `delay` stage.
    SignalProducer(value: ()).delay(interval, on: self)
  }
}
