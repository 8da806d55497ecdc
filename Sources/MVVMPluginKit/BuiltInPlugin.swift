/// A plugin linked into `mvvm` itself: a built-in app or backend module, registered
/// through the same `PluginRegistrar` as a plugin loaded from a library, before any of
/// them, in the order the executable lists them. `plugins` lists it as built in.
public struct BuiltInPlugin: Sendable {
  /// Its name in `plugins`: the module's (`SearchApp`, say).
  public let name: String
  /// Registers what it brings.
  public let register: @Sendable (PluginRegistrar) throws -> Void

  /// A built-in plugin `name` whose `register` registers what it brings.
  public init(name: String, register: @escaping @Sendable (PluginRegistrar) throws -> Void) {
    self.name = name
    self.register = register
  }
}
