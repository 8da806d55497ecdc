/// A type whose instances (and the type itself) host reactive extensions under
/// `.reactive`, so they cannot clash with the type's own members.
public protocol ReactiveExtensionsProvider {}

extension ReactiveExtensionsProvider {
  /// The proxy hosting reactive extensions for this value.
  public var reactive: Reactive<Self> {
    Reactive(self)
  }

  /// The proxy hosting static reactive extensions for this type.
  public static var reactive: Reactive<Self>.Type {
    Reactive<Self>.self
  }
}

/// The proxy hosting the reactive extensions of `Base` (`object.reactive.…`).
public struct Reactive<Base> {
  /// The value the extensions act on.
  public let base: Base

  /// A proxy for `base`.
  public init(_ base: Base) {
    self.base = base
  }
}
