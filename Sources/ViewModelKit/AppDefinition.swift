/// An app the shell can open (`open todos`): a name, one line saying what it is, and a
/// factory for its first view-model given the services every view-model receives.
public struct AppDefinition {
  /// The name typed after `open`.
  public let name: String
  /// One line saying what the app is.
  public let summary: String
  /// Makes the app's first view-model.
  public let make: (any ViewModelServices) -> any ViewModel

  /// An app named `name` whose first view-model `make` creates.
  public init(
    name: String, summary: String, make: @escaping (any ViewModelServices) -> any ViewModel
  ) {
    self.name = name
    self.summary = summary
    self.make = make
  }
}
