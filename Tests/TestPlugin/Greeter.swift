import MVVMPluginKit

/// A service the plugin brings: greets a person by name.
protocol Greeter: Sendable {
  /// A greeting for `name`.
  func greeting(for name: String) -> SignalProducer<String, ServiceError>
}

extension ServiceKey where Service == any Greeter {
  /// The greeter service, with its fault adapter.
  static var greeter: ServiceKey {
    ServiceKey(name: "greeter") { FaultInjectingGreeter(base: $0, faults: $1) }
  }
}

extension ViewModelServices {
  /// The greeter in use right now.
  var greeter: any Greeter { service(.greeter) }
}

/// The greeter's fault adapter: every greeting of `base` with the fault options applied.
struct FaultInjectingGreeter: Greeter {
  /// The backend's own greeter.
  let base: any Greeter
  /// The faults to inject.
  let faults: FaultInjection

  /// `base`'s greeting, with faults.
  func greeting(for name: String) -> SignalProducer<String, ServiceError> {
    faults.inject(into: base.greeting(for: name))
  }
}

/// A greeter answering at once with a fixed phrase.
struct CannedGreeter: Greeter {
  /// The `canned` backend.
  static let definition = BackendDefinition<any Greeter>(
    name: "canned", summary: "answers at once with Hello, NAME!"
  ) { _ in CannedGreeter() }

  /// `Hello, NAME!` at once.
  func greeting(for name: String) -> SignalProducer<String, ServiceError> {
    SignalProducer(value: "Hello, \(name)!")
  }
}
