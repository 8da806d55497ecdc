/// Reads the fields of an app's values for closures (`$0.author.name`): which fields a
/// type has, of which types, before anything runs, and a field's value at run time.
///
/// `ReflectedFieldReader` reads stored fields by reflection; a host may wrap it to hide
/// fields its output never shows (a token a description masks).
public protocol SandboxFieldReader {
  /// The fields closures may read on values of `type` (empty when none), in order.
  func fields(of type: Any.Type) -> [SandboxField]

  /// The field `name` of `value`, a value of a type whose `fields(of:)` listed it.
  /// Must return a value of the listed type for every such value.
  func read(_ name: String, of value: Any) -> Any
}

/// A field a closure may read: its name and its Swift type.
public struct SandboxField: @unchecked Sendable {
  /// The field's name (`author`).
  public let name: String
  /// The type of its values.
  public let type: Any.Type

  /// A field called `name` of `type`.
  public init(_ name: String, _ type: Any.Type) {
    self.name = name
    self.type = type
  }
}
