@testable import ReactiveCore

extension SignalProducer {
  /// Starts the producer and returns what it sent, as `Timeline` entries.
  func recorded() -> [String] {
    let timeline = Timeline<Value, Error>()
    start(timeline.observer)
    return timeline.entries
  }
}
