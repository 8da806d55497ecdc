import Foundation

/// A member closures may use on a value (`.count`, `.uppercased()`, `.hasPrefix(_)`):
/// its name, what it applies to, its argument and result types, and its Swift code.
/// `ValueMember.all` is the table; adding a member is one entry.
struct ValueMember: Sendable {
  /// Whether it is read as a property (`.count`) or called (`.uppercased()`).
  enum Form: Sendable {
    /// `.count`.
    case property
    /// `.uppercased()`, `.hasPrefix("a")`: called with the arguments whose types
    /// `parameters` gives for the receiver's type.
    case method(parameters: @Sendable (SandboxType) -> [SandboxType])
  }

  /// Its name.
  let name: String
  /// How it is used.
  let form: Form
  /// Whether values of a type have it.
  let appliesTo: @Sendable (SandboxType) -> Bool
  /// Its result type, given the receiver's type.
  let resultType: @Sendable (SandboxType) -> SandboxType
  /// Its code, given the receiver's type: the receiver and the arguments in, the result
  /// (of `resultType`'s Swift type) out.
  let implementation: @Sendable (SandboxType) -> (Any, [Any]) -> Any

  /// How it is written, for messages: `count`, `uppercased()`, `hasPrefix(_:)`.
  var spelling: String {
    guard case .method(let parameters) = form else { return name }
    return parameters(.string).isEmpty ? "\(name)()" : "\(name)(_:)"
  }

  /// The members of `type`, in the table's order.
  static func members(of type: SandboxType) -> [ValueMember] {
    all.filter { $0.appliesTo(type) }
  }

  /// Every member closures may use.
  static let all: [ValueMember] = [
    ValueMember(
      name: "count", form: .property, appliesTo: isTextOrArray, resultType: { _ in .int },
      implementation: { _ in { value, _ in (value as! any Collection).count } }),
    ValueMember(
      name: "isEmpty", form: .property, appliesTo: isTextOrArray, resultType: { _ in .bool },
      implementation: { _ in { value, _ in (value as! any Collection).isEmpty } }),
    ValueMember(
      name: "first", form: .property, appliesTo: isArray, resultType: elementOptional,
      implementation: { type in element(of: type, at: \.first) }),
    ValueMember(
      name: "last", form: .property, appliesTo: isArray, resultType: elementOptional,
      implementation: { type in element(of: type, at: \.last) }),
    ValueMember(
      name: "uppercased", form: .method(parameters: { _ in [] }), appliesTo: isText,
      resultType: { _ in .string },
      implementation: { _ in { value, _ in (value as! String).uppercased() } }),
    ValueMember(
      name: "lowercased", form: .method(parameters: { _ in [] }), appliesTo: isText,
      resultType: { _ in .string },
      implementation: { _ in { value, _ in (value as! String).lowercased() } }),
    ValueMember(
      name: "hasPrefix", form: .method(parameters: { _ in [.string] }), appliesTo: isText,
      resultType: { _ in .bool },
      implementation: { _ in
        { value, arguments in (value as! String).hasPrefix(arguments[0] as! String) }
      }
    ),
    ValueMember(
      name: "hasSuffix", form: .method(parameters: { _ in [.string] }), appliesTo: isText,
      resultType: { _ in .bool },
      implementation: { _ in
        { value, arguments in (value as! String).hasSuffix(arguments[0] as! String) }
      }
    ),
    ValueMember(
      name: "contains", form: .method(parameters: containedType), appliesTo: isTextOrEquatableArray,
      resultType: { _ in .bool }, implementation: contains),
  ]

  private static func isText(_ type: SandboxType) -> Bool { type == .string }

  private static func isArray(_ type: SandboxType) -> Bool {
    if case .array = type { return true }
    return false
  }

  private static func isTextOrArray(_ type: SandboxType) -> Bool {
    isText(type) || isArray(type)
  }

  private static func isTextOrEquatableArray(_ type: SandboxType) -> Bool {
    if case .array(let element) = type { return element.isEquatable }
    return isText(type)
  }

  private static func elementOptional(_ type: SandboxType) -> SandboxType {
    guard case .array(let element) = type else { return type }
    return .optional(element)
  }

  /// What `contains` looks for: text in text, an element in an array.
  private static func containedType(_ type: SandboxType) -> [SandboxType] {
    guard case .array(let element) = type else { return [.string] }
    return [element]
  }

  private static func contains(_ type: SandboxType) -> (Any, [Any]) -> Any {
    guard case .array(let element) = type else {
      return { value, arguments in (value as! String).contains(arguments[0] as! String) }
    }
    let isEqual = NativeValues.equality(of: element)
    return { value, arguments in
      NativeValues.elements(of: value).contains { isEqual($0, arguments[0]) }
    }
  }

  /// `first` or `last` of an array of `type`, as an optional of the element's type.
  private static func element(of type: SandboxType, at end: KeyPath<[Any], Any?>)
    -> (Any, [Any]) -> Any
  {
    guard case .array(let element) = type else { return { value, _ in value } }
    let wrap = NativeValues.wrapping(element)
    let none = NativeValues.none(of: element)
    return { value, _ in NativeValues.elements(of: value)[keyPath: end].map(wrap) ?? none }
  }
}
