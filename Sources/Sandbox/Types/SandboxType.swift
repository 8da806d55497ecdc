@_spi(Reflection) import Swift

/// The type of a value in the sandbox, spelled as Swift spells it (`String`, `Int?`,
/// `[Item]`, `(String, Int)`): what the type checker reasons with before anything runs.
///
/// Every sandbox type stands for exactly one Swift type (`nativeType`), and every value
/// of it at run time is a value of that Swift type, so what flows through the pipelines
/// is what a view-model's own pipelines carry and the shell prints it the same way.
public indirect enum SandboxType: Hashable, CustomStringConvertible, Sendable {
  /// `String`.
  case string
  /// `Int`.
  case int
  /// `Double`.
  case double
  /// `Bool`.
  case bool
  /// An optional: `String?`.
  case optional(SandboxType)
  /// An array: `[Item]`.
  case array(SandboxType)
  /// A tuple without labels, as `combineLatest(with:)` makes: `(String, Int)`.
  case tuple([SandboxType])
  /// Any other Swift type (an app's own values, `URL`, `Date`), read through its fields.
  case opaque(SandboxOpaqueType)

  /// The sandbox type of values of the Swift type `swiftType`: the four basic types,
  /// optionals, arrays and tuples without labels are seen through; anything else is
  /// opaque.
  public init(_ swiftType: Any.Type) {
    if swiftType == String.self {
      self = .string
    } else if swiftType == Int.self {
      self = .int
    } else if swiftType == Double.self {
      self = .double
    } else if swiftType == Bool.self {
      self = .bool
    } else if let optional = swiftType as? any OptionalTypeMarker.Type {
      self = .optional(SandboxType(optional.wrappedType))
    } else if let array = swiftType as? any ArrayTypeMarker.Type {
      self = .array(SandboxType(array.elementType))
    } else if let elements = Self.tupleElements(of: swiftType) {
      self = .tuple(elements.map(SandboxType.init))
    } else {
      self = .opaque(SandboxOpaqueType(swiftType))
    }
  }

  /// The Swift type every value of this type has at run time.
  public var nativeType: Any.Type {
    switch self {
    case .string: return String.self
    case .int: return Int.self
    case .double: return Double.self
    case .bool: return Bool.self
    case .optional(let wrapped): return Self.optionalType(wrapping: wrapped.nativeType)
    case .array(let element): return Self.arrayType(of: element.nativeType)
    case .tuple(let elements):
      let types = elements.map(\.nativeType)
      return types.count == 2 ? Self.pairType(types[0], types[1]) : Self.tripleType(types)
    case .opaque(let opaque): return opaque.swiftType
    }
  }

  /// The type as Swift writes it.
  public var description: String {
    switch self {
    case .string: return "String"
    case .int: return "Int"
    case .double: return "Double"
    case .bool: return "Bool"
    case .optional(let wrapped):
      if case .tuple = wrapped { return "\(wrapped)?" }
      return wrapped.description.contains(" ") ? "(\(wrapped))?" : "\(wrapped)?"
    case .array(let element): return "[\(element)]"
    case .tuple(let elements): return "(\(elements.map(\.description).joined(separator: ", ")))"
    case .opaque(let opaque): return opaque.name
    }
  }

  /// "a String", "an Int", "an optional String (String?)": the type in a sentence.
  public var phrase: String {
    switch self {
    case .optional: return "an optional (\(description))"
    case .array: return "an array (\(description))"
    case .tuple: return "a tuple \(description)"
    default:
      let first = description.first.map { "AEIOU".contains($0) } ?? false
      return (first ? "an " : "a ") + description
    }
  }

  /// Whether values of this type can be compared with `==`: the basic types, any app
  /// type that is `Equatable`, and optionals, arrays and tuples of such types.
  public var isEquatable: Bool {
    switch self {
    case .string, .int, .double, .bool: return true
    case .optional(let wrapped): return wrapped.isEquatable
    case .array(let element): return element.isEquatable
    case .tuple(let elements): return elements.allSatisfy(\.isEquatable)
    case .opaque(let opaque): return opaque.swiftType is any Equatable.Type
    }
  }

  /// Whether values of this type can be ordered with `<`: numbers and text.
  public var isOrdered: Bool {
    self == .int || self == .double || self == .string
  }

  /// Whether this is `Int` or `Double`.
  public var isNumber: Bool {
    self == .int || self == .double
  }

  /// Whether it is a type the sandbox does not see into.
  public var isOpaque: Bool {
    if case .opaque = self { return true }
    return false
  }

  /// The wrapped type of an optional, else nil.
  public var wrapped: SandboxType? {
    if case .optional(let wrapped) = self { return wrapped }
    return nil
  }

  private static func optionalType<Wrapped>(wrapping _: Wrapped.Type) -> Any.Type {
    Wrapped?.self
  }

  private static func arrayType<Element>(of _: Element.Type) -> Any.Type {
    [Element].self
  }

  private static func pairType<First, Second>(_: First.Type, _: Second.Type) -> Any.Type {
    (First, Second).self
  }

  /// A tuple of three (the sandbox makes pairs only; a host member may be a triple).
  private static func tripleType(_ types: [Any.Type]) -> Any.Type {
    func make<A, B, C>(_: A.Type, _: B.Type, _: C.Type) -> Any.Type { (A, B, C).self }
    guard types.count == 3 else { return Any.self }
    return make(types[0], types[1], types[2])
  }

  /// The element types of a tuple type without labels, of two or three elements;
  /// nil for any other type.
  private static func tupleElements(of type: Any.Type) -> [Any.Type]? {
    guard !(type is AnyObject.Type) else { return nil }
    var names: [String] = []
    var types: [Any.Type] = []
    let isReadable = _forEachField(of: type, options: []) { name, _, fieldType, _ in
      names.append(String(cString: name))
      types.append(fieldType)
      return true
    }
    guard isReadable, (2...3).contains(names.count),
      names == (0..<names.count).map({ ".\($0)" })
    else { return nil }
    return types
  }
}

/// An optional type, whose wrapped type can be named without an instance.
private protocol OptionalTypeMarker {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalTypeMarker {
  fileprivate static var wrappedType: Any.Type { Wrapped.self }
}

/// An array type, whose element type can be named without an instance.
private protocol ArrayTypeMarker {
  static var elementType: Any.Type { get }
}

extension Array: ArrayTypeMarker {
  fileprivate static var elementType: Any.Type { Element.self }
}
