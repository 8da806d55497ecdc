import Model
import ReactiveCore

/// A greeting backend with no fault code: it answers at once.
struct PlainGreeter: GreetingService {
  func greet(_ name: String) -> SignalProducer<String, ServiceError> {
    SignalProducer(value: "hello, \(name)")
  }
}
