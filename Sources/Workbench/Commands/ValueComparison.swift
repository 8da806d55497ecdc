import Inspection

/// Compares an inspected value with a typed literal for `expect`.
enum ValueComparison {
  /// Whether `actual OP expected` holds. Numbers compare as numbers, text as text,
  /// `nil` matches an empty optional. Throws when the operator needs an order the
  /// values do not have.
  static func holds(_ actual: Any, _ comparison: ComparisonOperator, _ expected: ValueLiteral)
    throws -> Bool
  {
    let value = ValueFormatter.unwrapped(actual)
    if comparison == .contains {
      guard let value else { return false }
      return ValueFormatter.plainText(value).contains(String.converting(expected) ?? "nil")
    }
    if let order = try order(of: value, against: expected) {
      switch comparison {
      case .equal: return order == 0
      case .notEqual: return order != 0
      case .less: return order < 0
      case .lessOrEqual: return order <= 0
      case .greater: return order > 0
      case .greaterOrEqual: return order >= 0
      case .contains: return false
      }
    }
    let equal = isEqual(value, expected)
    switch comparison {
    case .equal: return equal
    case .notEqual: return !equal
    default:
      throw ShellError(
        "\(comparison.rawValue) needs numbers or text on both sides; got \(value.map(ValueFormatter.describe) ?? "nil") and \(expected)"
      )
    }
  }

  /// -1, 0 or 1 when both sides are numbers or both text; nil otherwise.
  private static func order(of value: Any?, against expected: ValueLiteral) throws -> Int? {
    if let number = value.flatMap(asDouble), case .number(let digits) = expected,
      let other = Double(digits)
    {
      return number < other ? -1 : (number > other ? 1 : 0)
    }
    if let text = value as? String, case .text(let other) = expected {
      return text < other ? -1 : (text > other ? 1 : 0)
    }
    return nil
  }

  private static func isEqual(_ value: Any?, _ expected: ValueLiteral) -> Bool {
    switch (value, expected) {
    case (nil, .nilLiteral): return true
    case (nil, _), (_, .nilLiteral): return false
    case (let flag as Bool, .boolean(let other)): return flag == other
    case (let value?, _):
      return ValueFormatter.plainText(value) == String.converting(expected)
    }
  }

  private static func asDouble(_ value: Any) -> Double? {
    switch value {
    case let number as Int: return Double(number)
    case let number as Double: return number
    case let number as Float: return Double(number)
    default: return nil
    }
  }
}
