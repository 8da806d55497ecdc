import Foundation
import TerminalText

/// Prints inspected values readably: strings quoted, `nil`, URLs as their address, lists
/// as `[N items]`, view-models by their type name. Control characters inside values are
/// always escaped (`ControlCharacters`), so a value never drives the terminal.
public enum ValueFormatter {
  /// One short line describing `value`.
  public static func describe(_ value: Any) -> String {
    guard let value = unwrapped(value) else { return "nil" }
    switch value {
    case let text as String: return quoted(text)
    case let url as URL: return ControlCharacters.escaped(url.absoluteString)
    case let flag as Bool: return String(flag)
    case let number as Int: return String(number)
    case let number as Double: return describe(number: number)
    case let date as Date: return date.formatted(.iso8601)
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection, .set:
      return itemCount(mirror.children.count)
    case .dictionary:
      return "[\(mirror.children.count) \(mirror.children.count == 1 ? "entry" : "entries")]"
    case .class where !(value is CustomStringConvertible):
      return TypeName.of(type(of: value))
    case .struct where !(value is CustomStringConvertible), .tuple:
      return shortened(fields(of: value, mirror))
    case .enum where !(value is CustomStringConvertible) && mirror.children.count == 1:
      return shortened(payloadCase(of: mirror))
    default:
      return ControlCharacters.escaped(String(describing: value))
    }
  }

  /// `describe(value)` in at most `columns` columns, for listings and event lines: a
  /// long text is cut before it is escaped and laid out, so a 10 MB value costs no more
  /// than a short one, and ends in `…` inside its quotes.
  public static func describe(_ value: Any, shortenedTo columns: Int) -> String {
    guard let text = unwrapped(value) as? String else {
      return TextFitting.truncated(describe(value), to: columns)
    }
    let head = text.prefix(max(1, columns))
    let body = escapedBody(String(head))
    let room = max(2, columns - 2)
    if head.endIndex == text.endIndex, DisplayWidth.columns(of: body) <= room {
      return "\"\(body)\""
    }
    return "\"" + String(TextFitting.prefix(of: body[...], fittingIn: room - 1)) + "…\""
  }

  /// The value's plain text, for comparisons with `~`: strings unquoted, the rest as
  /// `describe` prints them.
  public static func plainText(_ value: Any) -> String {
    if let text = unwrapped(value) as? String { return text }
    return describe(value)
  }

  /// `"text"` with quotes and backslashes escaped, and control characters in
  /// `ControlCharacters`' notation (`\n`, `\e`, `\u{9b}`).
  public static func quoted(_ text: String) -> String {
    "\"\(escapedBody(text))\""
  }

  /// `text` with `\\` and `"` escaped and control characters in the visible notation, in
  /// one pass; a text with none of them (most values) is returned as it is.
  private static func escapedBody(_ text: String) -> String {
    func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\\" || scalar == "\"" || ControlCharacters.isControl(scalar)
    }
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\", "\"":
        result.append("\\")
        result.append(scalar)
      case _ where ControlCharacters.isControl(scalar):
        result.append(contentsOf: ControlCharacters.escape(scalar).unicodeScalars)
      default:
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// "[1 item]", "[3 items]".
  public static func itemCount(_ count: Int) -> String {
    "[\(count) \(count == 1 ? "item" : "items")]"
  }

  /// The value inside any number of optionals, or nil when one of them is empty.
  public static func unwrapped(_ value: Any) -> Any? {
    // Most values are no optional: told by their type's kind, without a failed cast.
    guard TypeKind.isOptional(type(of: value)), let optional = value as? any OptionalValue else {
      return value
    }
    return optional.wrappedValue.flatMap(unwrapped)
  }

  /// The elements of `value` when it is a list (an array or set), else nil.
  public static func elements(of value: Any) -> [Any]? {
    guard let value = unwrapped(value) else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .collection || mirror.displayStyle == .set else { return nil }
    return mirror.children.map(\.value)
  }

  /// The longest line `describe` prints for a structure before cutting it short.
  static let lineLimit = 160

  private static func fields(of value: Any, _ mirror: Mirror) -> String {
    // A tuple's unnamed elements are labelled `.0`, `.1`: printed without, `("Ada", "Lovelace")`.
    let fields = mirror.children.map { child in
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : "\($0): " }
      return (label ?? "") + describe(child.value, shortenedTo: lineLimit)
    }
    let name = mirror.displayStyle == .tuple ? "" : TypeName.of(type(of: value))
    return "\(name)(\(fields.joined(separator: ", ")))"
  }

  /// A case with a payload, its payload described as any value is (`success(Page(items:
  /// [20 items]))`), not spelled out whole, lists included, as `String(describing:)` would.
  private static func payloadCase(of mirror: Mirror) -> String {
    let payload = mirror.children.first!
    let text = describe(payload.value, shortenedTo: lineLimit)
    let isTuple = Mirror(reflecting: payload.value).displayStyle == .tuple
    return (payload.label ?? "") + (isTuple ? text : "(\(text))")
  }

  private static func shortened(_ text: String) -> String {
    TextFitting.truncated(text, to: lineLimit)
  }

  private static func describe(number: Double) -> String {
    if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }
}
