/// An optional of any type, seen through `Any` or a metatype: how `ValueFormatter.unwrapped`
/// opens one with a cast rather than a `Mirror` (every logged value goes through it), and
/// how `MemberLayouts` tells an optional reference from other optionals.
protocol OptionalValue {
  /// The wrapped value, or nil.
  var wrappedValue: Any? { get }
  /// The type it wraps.
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalValue {
  var wrappedValue: Any? { map { $0 } }
  static var wrappedType: Any.Type { Wrapped.self }
}
