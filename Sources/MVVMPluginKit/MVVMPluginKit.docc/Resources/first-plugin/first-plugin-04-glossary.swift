import MVVMPluginKit

/// Looks words up: the plugin's own service.
protocol Glossary: Sendable {
  /// What `word` means, or `ServiceError.notFound` when the glossary lacks it.
  func definition(of word: String) -> SignalProducer<String, ServiceError>
}

extension ServiceKey where Service == any Glossary {
  /// The glossary service: `glossary` in `backends` and `use`, with its fault adapter.
  static var glossary: ServiceKey {
    ServiceKey(name: "glossary") { FaultInjectingGlossary(base: $0, faults: $1) }
  }
}

extension ViewModelServices {
  /// The glossary in use right now.
  var glossary: any Glossary { service(.glossary) }
}

/// Every backend's lookups with the fault options applied (`latency=`, `fail=`...).
struct FaultInjectingGlossary: Glossary {
  /// The backend's own glossary.
  let base: any Glossary
  /// The faults `use glossary BACKEND ...` asked for.
  let faults: FaultInjection

  /// `base`'s lookup, with faults.
  func definition(of word: String) -> SignalProducer<String, ServiceError> {
    faults.inject(into: base.definition(of: word), named: "glossary.definition(\(word))")
  }
}
