import Inspection

/// Reads a VALUE: `"quoted text"`, a bare word (text), a number, `true`, `false`, `nil`.
public enum ValueLiteralParser {
  /// The literal a token stands for. Quoted tokens are always text.
  public static func literal(from token: Token) -> ValueLiteral {
    if token.isQuoted { return .text(token.text) }
    switch token.text {
    case "true": return .boolean(true)
    case "false": return .boolean(false)
    case "nil": return .nilLiteral
    default: break
    }
    if isNumber(token.text) { return .number(token.text) }
    return .text(token.text)
  }

  /// The literal for the rest of a line: several bare words join with spaces
  /// (`set searchText sunset beach` sets "sunset beach").
  public static func literal(from tokens: [Token]) -> ValueLiteral? {
    guard let first = tokens.first else { return nil }
    if tokens.count == 1 { return literal(from: first) }
    return .text(tokens.map(\.text).joined(separator: " "))
  }

  private static func isNumber(_ text: String) -> Bool {
    guard let number = Double(text) else { return false }
    return number.isFinite
      && text.first.map { $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." } == true
  }
}
