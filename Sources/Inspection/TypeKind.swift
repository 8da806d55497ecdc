@_spi(Reflection) import Swift

/// What kind of type a metatype is, read from its metadata's first word (the kind, for
/// every type but a class, whose first word is a pointer and never a kind): cheaper than
/// a dynamic cast, which looks for a protocol conformance.
enum TypeKind {
  /// Whether `type` is an existential (`Any`, `AnyObject`, `any P`).
  static func isExistential(_ type: Any.Type) -> Bool {
    kindWord(of: type) == _MetadataKind.existential.rawValue
  }

  /// Whether `type` is an `Optional`.
  static func isOptional(_ type: Any.Type) -> Bool {
    kindWord(of: type) == _MetadataKind.optional.rawValue
  }

  private static func kindWord(of type: Any.Type) -> UInt {
    unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
  }
}
