/// The OP of `expect PATH [OP] VALUE`.
public enum ComparisonOperator: String, CaseIterable, Sendable {
  /// Equal (the default).
  case equal = "=="
  /// Not equal.
  case notEqual = "!="
  /// Less than.
  case less = "<"
  /// Less than or equal.
  case lessOrEqual = "<="
  /// Greater than.
  case greater = ">"
  /// Greater than or equal.
  case greaterOrEqual = ">="
  /// The value's text contains the expected text.
  case contains = "~"
}
