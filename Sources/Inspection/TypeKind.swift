import Foundation
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

  /// Whether `type` is text, a whole or decimal number, a flag, an address or a date, or
  /// an optional of one: a type whose values are no list, no view-model and hold none.
  /// Told by comparing the type with each, without a cast or reflection.
  static func isPlain(_ type: Any.Type) -> Bool {
    let id = ObjectIdentifier(type)
    return plainTypes.contains { $0 == id }
  }

  /// The types `isPlain` knows, the most common first.
  private static let plainTypes: [ObjectIdentifier] = [
    ObjectIdentifier(String.self), ObjectIdentifier(Int.self), ObjectIdentifier(Bool.self),
    ObjectIdentifier(Double.self), ObjectIdentifier(URL.self), ObjectIdentifier(Date.self),
    ObjectIdentifier(String?.self), ObjectIdentifier(Int?.self), ObjectIdentifier(Bool?.self),
    ObjectIdentifier(Double?.self), ObjectIdentifier(URL?.self), ObjectIdentifier(Date?.self),
  ]

  private static func kindWord(of type: Any.Type) -> UInt {
    unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
  }
}
