import Foundation

/// The services of a session, each with named backends and one active backend that can
/// be switched while the shell runs.
///
/// Backend modules register their backends at start-up; view-models ask for
/// `service(.someKey)` at each request, so a switch affects the next request. A failed
/// `use` leaves the active backend as it was.
public final class BackendRegistry: BackendRegistrar, ServiceResolver, @unchecked Sendable {
  /// The scheduler and environment variables every backend is created with.
  public let environment: BackendEnvironment
  private let lock = NSLock()
  private var services: [String: ServiceEntry] = [:]
  /// The options any backend declares `.secret`.
  private var secretOptions: Set<String> = []

  /// An empty registry; backend modules add to it with their `register(with:)`.
  public init(environment: BackendEnvironment) {
    self.environment = environment
  }

  /// Adds `backend` to the service `key`; every instance it creates is wrapped in the
  /// key's fault adapter, so it honours the fault options. The first backend registered
  /// for a service, or one registered with `isDefault`, becomes active (created with no
  /// options).
  public func register<Service>(
    _ backend: BackendDefinition<Service>, for key: ServiceKey<Service>, isDefault: Bool
  ) {
    let erased = ErasedBackend(
      name: backend.name, summary: backend.summary,
      options: backend.options
        + FaultInjection.options.filter { fault in
          !backend.options.contains { $0.name == fault.name }
        },
      describe: backend.describe, samples: backend.samples,
      reachesOutside: backend.reachesOutside,
      make: { configuration in
        key.injectingFaults(try backend.make(configuration), configuration.faults)
      })
    lock.withLock {
      secretOptions.formUnion(backend.options.filter { $0.kind == .secret }.map(\.name))
      var entry = services[key.name] ?? ServiceEntry(name: key.name)
      entry.backends.removeAll { $0.name == backend.name }
      entry.backends.append(erased)
      if isDefault { entry.defaultBackend = backend.name }
      if isDefault || entry.active == nil,
        let active = try? activate(erased, options: [], service: key.name)
      {
        entry.active = active
      }
      services[key.name] = entry
    }
  }

  /// The active backend's instance of the service `key`. Registering no backend for it
  /// first is a programming error.
  public func service<Service>(_ key: ServiceKey<Service>) -> Service {
    let instance = lock.withLock { services[key.name]?.active?.instance }
    guard let instance else {
      preconditionFailure(
        "no backend is registered for '\(key.name)': call its module's register(with:)")
    }
    guard let typed = instance as? Service else {
      preconditionFailure("the '\(key.name)' backend is not a \(Service.self)")
    }
    return typed
  }

  /// The masking rule for what the workbench shows and stores, with the secret options
  /// of every backend registered so far.
  public var secretMasking: SecretMasking {
    lock.withLock { SecretMasking(secretOptions: secretOptions) }
  }

  /// The names of the registered services, sorted.
  public var serviceNames: [String] {
    lock.withLock { services.keys.sorted() }
  }

  /// The names of the options of kind `.secret` of every registered backend: what
  /// history, `save` and recordings mask.
  public var secretOptionNames: Set<String> {
    let listings = serviceNames.flatMap { (try? backends(of: $0)) ?? [] }
    return Set(listings.flatMap(\.options).filter { $0.kind == .secret }.map(\.name))
  }

  /// The backends of `service` in the order they were registered.
  public func backends(of service: String) throws(BackendRegistryError) -> [BackendListing] {
    let entry = try entry(named: service)
    return entry.backends.map {
      BackendListing(
        name: $0.name, summary: $0.summary, options: $0.options,
        isActive: entry.active?.backend == $0.name, isDefault: entry.defaultBackend == $0.name,
        reachesOutside: $0.reachesOutside)
    }
  }

  /// One line describing the active backend of `service` and the options it was given,
  /// secrets redacted: `fixture latency=1s: offline catalog …`.
  public func activeDescription(of service: String) throws(BackendRegistryError) -> String {
    let entry = try entry(named: service)
    guard let active = entry.active else { return "no active backend" }
    let summary = active.summary
    let words = [active.backend] + active.options.map { "\($0.name)=\($0.value.displayText)" }
    return words.joined(separator: " ") + (summary.isEmpty ? "" : ": \(summary)")
  }

  /// What the offline data of `service`'s backends holds, backend by backend (only those
  /// with data of their own), computed from the data when asked.
  public func samples(of service: String) throws(BackendRegistryError)
    -> [(backend: String, lists: [BackendSampleList])]
  {
    try entry(named: service).backends.compactMap { backend in
      backend.samples.map { (backend.name, $0()) }
    }
  }

  /// Makes `backend` the active backend of `service`, created from `options`
  /// (`key=value` words; a repeated key keeps its last value). Throws without changing
  /// anything when a name, an option or a value is wrong, or the backend cannot start.
  public func use(service: String, backend: String, options: [String]) throws(BackendRegistryError)
  {
    let entry = try entry(named: service)
    guard let definition = entry.backends.first(where: { $0.name == backend }) else {
      let names = entry.backends.map(\.name)
      throw .unknownBackend(
        service: service, backend: backend,
        suggestion: NameSuggestion.nearest(to: backend, in: names),
        available: names)
    }
    let parsed = try parse(options, for: definition, service: service)
    let active = try activate(definition, options: parsed, service: service)
    lock.withLock { services[service]?.active = active }
  }

  private func entry(named name: String) throws(BackendRegistryError) -> ServiceEntry {
    let (entry, names) = lock.withLock { (services[name], services.keys.sorted()) }
    guard let entry else {
      throw .unknownService(
        name, suggestion: NameSuggestion.nearest(to: name, in: names), available: names)
    }
    return entry
  }

  private func parse(_ words: [String], for definition: ErasedBackend, service: String)
    throws(BackendRegistryError)
    -> [ParsedOption]
  {
    var parsed: [ParsedOption] = []
    for word in words {
      guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
        throw .malformedOption(word)
      }
      let name = String(word[..<equals])
      let text = String(word[word.index(after: equals)...])
      guard let option = definition.options.first(where: { $0.name == name }) else {
        let names = definition.options.map(\.name)
        throw .unknownOption(
          service: service, backend: definition.name, option: name,
          suggestion: NameSuggestion.nearest(to: name, in: names), available: names)
      }
      let value = try BackendOptionValue.parse(text, as: option.kind, option: name)
      parsed.removeAll { $0.name == name }
      parsed.append(ParsedOption(name: name, value: value))
    }
    return parsed
  }

  private func activate(_ definition: ErasedBackend, options: [ParsedOption], service: String)
    throws(BackendRegistryError) -> ActiveBackend
  {
    let values = Dictionary(options.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    let configuration = BackendConfiguration(
      service: service, backend: definition.name, environment: environment, values: values)
    do {
      let instance = try definition.make(configuration)
      return ActiveBackend(
        backend: definition.name, options: options, summary: definition.describe(configuration),
        instance: instance)
    } catch let error as BackendRegistryError {
      throw error
    } catch {
      throw .backendUnavailable(service: service, backend: definition.name, reason: "\(error)")
    }
  }
}

extension BackendRegistry {
  /// A backend definition with its service type erased.
  private struct ErasedBackend {
    let name: String
    let summary: String
    let options: [BackendOption]
    let describe: (BackendConfiguration) -> String
    let samples: (@Sendable () -> [BackendSampleList])?
    let reachesOutside: Bool
    let make: (BackendConfiguration) throws -> Any
  }

  /// One option as given to `use`, parsed.
  private struct ParsedOption {
    let name: String
    let value: BackendOptionValue
  }

  /// The backend in use and how it was configured.
  private struct ActiveBackend {
    let backend: String
    let options: [ParsedOption]
    let summary: String
    let instance: Any
  }

  /// A service's backends and the active one.
  private struct ServiceEntry {
    let name: String
    var backends: [ErasedBackend] = []
    var defaultBackend: String?
    var active: ActiveBackend?
  }
}
