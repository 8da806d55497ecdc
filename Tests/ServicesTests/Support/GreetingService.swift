import Model
import ReactiveCore

/// A service a plugin might add, for the fault adapter tests: one call, answered by a
/// backend with no fault code; `ServiceKey.greeting` supplies its own fault adapter.
protocol GreetingService: Sendable {
  /// A greeting for `name`.
  func greet(_ name: String) -> SignalProducer<String, ServiceError>
}

extension ServiceKey where Service == any GreetingService {
  /// The greeting service, with its fault adapter.
  static var greeting: ServiceKey {
    ServiceKey(name: "greeting") { FaultInjectingGreeter(base: $0, faults: $1) }
  }
}
