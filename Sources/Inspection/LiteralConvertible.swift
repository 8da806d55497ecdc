import Foundation

/// A type whose values can be typed in the shell: a property of this type can be `set`,
/// and a command with this input type can be `run` with a value.
public protocol LiteralConvertible {
  /// The value `literal` stands for, or nil when it does not fit this type.
  static func converting(_ literal: ValueLiteral) -> Self?
}

extension String: LiteralConvertible {
  /// Any literal but `nil`, as the text it was typed as (`42` becomes "42").
  public static func converting(_ literal: ValueLiteral) -> String? {
    switch literal {
    case .text(let text): return text
    case .number(let digits): return digits
    case .boolean(let flag): return String(flag)
    case .nilLiteral: return nil
    }
  }
}

extension Bool: LiteralConvertible {
  /// `true` or `false` only.
  public static func converting(_ literal: ValueLiteral) -> Bool? {
    if case .boolean(let flag) = literal { return flag }
    return nil
  }
}

extension Int: LiteralConvertible {
  /// A whole number.
  public static func converting(_ literal: ValueLiteral) -> Int? {
    if case .number(let digits) = literal { return Int(digits) }
    return nil
  }
}

extension Double: LiteralConvertible {
  /// Any number.
  public static func converting(_ literal: ValueLiteral) -> Double? {
    if case .number(let digits) = literal { return Double(digits) }
    return nil
  }
}

extension URL: LiteralConvertible {
  /// Text that parses as a URL.
  public static func converting(_ literal: ValueLiteral) -> URL? {
    if case .text(let text) = literal { return URL(string: text) }
    return nil
  }
}

extension Optional: LiteralConvertible where Wrapped: LiteralConvertible {
  /// `nil`, or a literal that fits the wrapped type.
  public static func converting(_ literal: ValueLiteral) -> Wrapped?? {
    if case .nilLiteral = literal { return .some(nil) }
    return Wrapped.converting(literal).map { .some($0) }
  }
}

/// Converts literals for types known only at run time.
enum LiteralConversion {
  /// `literal` converted to `type`, boxed, or nil when it does not fit. A `nil` literal for
  /// an optional type gives a box holding the empty optional, not nil.
  static func convert(_ literal: ValueLiteral, to type: any LiteralConvertible.Type) -> Any? {
    func open<T: LiteralConvertible>(_ type: T.Type) -> Any? {
      T.converting(literal).map { $0 as Any }
    }
    return open(type)
  }
}
