/// The services the sandbox can call inside `flatMap` (`service.search($0)`). The
/// shell implements it over its backend registry, so that a sandbox request goes
/// through the active backend, its fault injection and its recording, as the apps'
/// own requests do.
public protocol SandboxServices: AnyObject {
  /// The services' names, as `use` names them.
  var serviceNames: [String] { get }

  /// The calls `service` offers; empty when there is no such service.
  func calls(of service: String) -> [SandboxServiceCall]
}
