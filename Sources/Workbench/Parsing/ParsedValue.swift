import Foundation
import Inspection
import Model

/// One argument read from a word (or, for a VALUE, from the rest of the line).
public enum ParsedValue: Equatable, Sendable {
  /// A PATH.
  case path(MemberPath)
  /// A name, or one of an argument's own words (`..`, `all`).
  case word(String)
  /// A VALUE literal.
  case value(ValueLiteral)
  /// A DURATION.
  case duration(TimeSpan)
  /// An OP of `expect`.
  case comparison(ComparisonOperator)
  /// An option without a value, given.
  case present
}
