import Foundation
import Model
import Sandbox
import ViewModelKit
import Widgets

/// One thing a plugin registered, held until the host has checked its name.
package enum PluginContribution {
  /// A backend for a service, the plugin's own or another's.
  case backend(Backend)
  /// An app and the View that draws its view-models, if it has one.
  case app(AppDefinition, view: (@Sendable (any ViewModel) -> (any TextWidget)?)?)
  /// A tour and how to read its script.
  case tour(name: String, script: @Sendable () -> Data)
  /// The calls of a service the sandbox may make (`news.latest($0)`), made
  /// over whatever resolves the service at the time of each call.
  case sandboxCalls(service: String, calls: @Sendable (any ServiceResolver) -> [SandboxServiceCall])

  /// A backend registration waiting to be committed.
  package struct Backend {
    /// The service's name (`todos`).
    package let service: String
    /// The backend's name.
    package let name: String
    /// The service's protocol, so that two plugins cannot give one name two protocols.
    package let serviceProtocol: any Any.Type
    /// Registers the backend into a registry; the flag says whether the plugin
    /// introduces the service there (then `isDefault` applies). Every session's registry
    /// is filled by committing the accepted backends in order.
    package let commit: (BackendRegistry, _ isNewService: Bool) -> Void

    /// The service's protocol's identity, compared between plugins.
    package var serviceType: ObjectIdentifier { ObjectIdentifier(serviceProtocol) }

    /// The protocol's name for messages; made only when a message needs it (demangling a
    /// type's name brings the runtime's demangler in, a page of start-up's memory).
    package var serviceTypeName: String { _typeName(serviceProtocol, qualified: false) }
  }
}
