/// A value typed in the shell or a script (`set searchText "sunset"`, `expect count == 5`),
/// before it is converted to the type of the property it is meant for.
public enum ValueLiteral: Equatable, Sendable, CustomStringConvertible {
  /// Text: a quoted string, or a bare word that is not a number, `true`, `false` or `nil`.
  case text(String)
  /// A number, kept as typed so that it converts exactly to `Int` or `Double`.
  case number(String)
  /// `true` or `false`.
  case boolean(Bool)
  /// `nil`: no value, for optional properties.
  case nilLiteral

  /// The literal as a person would type it back: text quoted, the rest as is.
  public var description: String {
    switch self {
    case .text(let text): return ValueFormatter.quoted(text)
    case .number(let digits): return digits
    case .boolean(let flag): return String(flag)
    case .nilLiteral: return "nil"
    }
  }

  /// What kind of literal this is, for messages ("got text \"abc\"").
  public var kindDescription: String {
    switch self {
    case .text: return "text \(description)"
    case .number: return "number \(description)"
    case .boolean: return "boolean \(description)"
    case .nilLiteral: return "nil"
    }
  }
}
