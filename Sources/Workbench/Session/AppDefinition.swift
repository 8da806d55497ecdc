import Model
import ReactiveCore

/// What a view-model needs from the session when an app is opened: the session clock and
/// navigation.
public struct AppEnvironment {
  /// The service backends; `registry.service(.flickr)` is the active Flickr backend.
  public let registry: BackendRegistry
  /// The session's switchable clock.
  public let scheduler: DateScheduler
  /// Shows a new screen on top of the stack.
  public let push: (AnyObject) -> Void
  /// Removes the top screen.
  public let pop: () -> Void
}

/// An app the shell can open: `open flickr`.
public struct AppDefinition {
  /// The name typed after `open`.
  public let name: String
  /// One line saying what the app is.
  public let summary: String
  /// Makes the app's first view-model.
  public let make: (AppEnvironment) -> AnyObject

  /// An app named `name`.
  public init(name: String, summary: String, make: @escaping (AppEnvironment) -> AnyObject) {
    self.name = name
    self.summary = summary
    self.make = make
  }
}
