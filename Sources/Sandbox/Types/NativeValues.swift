/// Operations on run-time values whose sandbox type the checker knows: making and
/// unwrapping optionals, making and reading tuples, comparing. Each takes the type and
/// returns a closure, so the work of looking at the type is done once, when a closure
/// is compiled, not for every value.
enum NativeValues {
  /// The value inside an optional, or nil when it is empty.
  static func unwrapped(_ value: Any) -> Any? {
    guard let optional = value as? any AnyOptional else { return value }
    return optional.wrappedValue
  }

  /// Whether `value` (an optional) is empty.
  static func isNil(_ value: Any) -> Bool {
    guard let optional = value as? any AnyOptional else { return false }
    return optional.wrappedValue == nil
  }

  /// Makes an optional of `wrapped` from a value of `wrapped`.
  static func wrapping(_ wrapped: SandboxType) -> (Any) -> Any {
    wrapped.open(WrapSome())
  }

  /// The empty optional of type `wrapped?`.
  static func none(of wrapped: SandboxType) -> Any {
    wrapped.open(MakeNone())
  }

  /// Makes a pair of the Swift types of `first` and `second` from two values.
  static func pairing(_ first: SandboxType, _ second: SandboxType) -> (Any, Any) -> Any {
    func make<A, B>(_: A.Type, _: B.Type) -> (Any, Any) -> Any {
      { a, b in (a as! A, b as! B) }
    }
    return make(first.nativeType, second.nativeType)
  }

  /// The element at `index` of a tuple.
  static func element(_ index: Int, of tuple: Any) -> Any {
    let children = Mirror(reflecting: tuple).children
    return children[children.index(children.startIndex, offsetBy: index)].value
  }

  /// The elements of an array, as values.
  static func elements(of array: Any) -> [Any] {
    Mirror(reflecting: array).children.map(\.value)
  }

  /// Equality of two values of `type` (which `isEquatable`).
  static func equality(of type: SandboxType) -> (Any, Any) -> Bool {
    switch type {
    case .string: return { ($0 as! String) == ($1 as! String) }
    case .int: return { ($0 as! Int) == ($1 as! Int) }
    case .double: return { ($0 as! Double) == ($1 as! Double) }
    case .bool: return { ($0 as! Bool) == ($1 as! Bool) }
    case .optional(let wrapped):
      let inner = equality(of: wrapped)
      return { left, right in
        switch (unwrapped(left), unwrapped(right)) {
        case (nil, nil): return true
        case (let left?, let right?): return inner(left, right)
        default: return false
        }
      }
    case .array(let element):
      let inner = equality(of: element)
      return { left, right in
        let left = elements(of: left)
        let right = elements(of: right)
        return left.count == right.count && zip(left, right).allSatisfy(inner)
      }
    case .tuple(let types):
      let inner = types.map(equality(of:))
      return { left, right in
        inner.indices.allSatisfy { inner[$0](element($0, of: left), element($0, of: right)) }
      }
    case .opaque:
      return { left, right in
        guard let left = left as? any Equatable else { return false }
        return isEqual(left, right)
      }
    }
  }

  /// Strict ordering of two values of `type` (which `isOrdered`).
  static func ordering(of type: SandboxType) -> (Any, Any) -> Bool {
    switch type {
    case .int: return { ($0 as! Int) < ($1 as! Int) }
    case .double: return { ($0 as! Double) < ($1 as! Double) }
    default: return { ($0 as! String) < ($1 as! String) }
    }
  }

  private static func isEqual<Left: Equatable>(_ left: Left, _ right: Any) -> Bool {
    (right as? Left) == left
  }

  private struct WrapSome: NativeTypeVisitor {
    func visit<T>(_ type: T.Type) -> (Any) -> Any {
      { value in Optional.some(value as! T) as Any }
    }
  }

  private struct MakeNone: NativeTypeVisitor {
    func visit<T>(_ type: T.Type) -> Any {
      T?.none as Any
    }
  }
}

/// An optional of any wrapped type, looked into without knowing it.
private protocol AnyOptional {
  var wrappedValue: Any? { get }
}

extension Optional: AnyOptional {
  fileprivate var wrappedValue: Any? {
    map { $0 as Any }
  }
}
