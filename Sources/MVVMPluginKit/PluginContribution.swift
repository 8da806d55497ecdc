import Model
import ViewModelKit
import Widgets

/// One thing a plugin registered, held until the host has checked its name.
package enum PluginContribution {
  /// A backend for a service, built-in or new.
  case backend(Backend)
  /// An app and the View that draws its view-models, if it has one.
  case app(AppDefinition, view: (@Sendable (any ViewModel) -> (any TextWidget)?)?)

  /// A backend registration waiting to be committed.
  package struct Backend {
    /// The service's name (`flickr`, `todos`).
    package let service: String
    /// The backend's name.
    package let name: String
    /// The service's protocol, so that two plugins cannot give one name two protocols.
    package let serviceType: ObjectIdentifier
    /// The protocol's name for messages.
    package let serviceTypeName: String
    /// Registers the backend into the registry; the flag says whether the plugin
    /// introduces the service (then `isDefault` applies).
    package let commit: (BackendRegistry, _ isNewService: Bool) -> Void
  }
}
