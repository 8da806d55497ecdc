import Foundation

/// Prints inspected values readably: strings quoted, `nil`, URLs as their address, lists
/// as `[N items]`, view-models by their type name.
public enum ValueFormatter {
  /// One short line describing `value`.
  public static func describe(_ value: Any) -> String {
    guard let value = unwrapped(value) else { return "nil" }
    switch value {
    case let text as String: return quoted(text)
    case let url as URL: return url.absoluteString
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
    default:
      return String(describing: value)
    }
  }

  /// The value's plain text, for comparisons with `~`: strings unquoted, the rest as
  /// `describe` prints them.
  public static func plainText(_ value: Any) -> String {
    if let text = unwrapped(value) as? String { return text }
    return describe(value)
  }

  /// `"text"` with quotes and backslashes escaped.
  public static func quoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
    return "\"\(escaped)\""
  }

  /// "[1 item]", "[3 items]".
  public static func itemCount(_ count: Int) -> String {
    "[\(count) \(count == 1 ? "item" : "items")]"
  }

  /// The value inside any number of optionals, or nil when one of them is empty.
  public static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let inner = mirror.children.first?.value else { return nil }
    return unwrapped(inner)
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
    let fields = mirror.children.map { child in
      (child.label.map { "\($0): " } ?? "") + describe(child.value)
    }
    let name = mirror.displayStyle == .tuple ? "" : TypeName.of(type(of: value))
    return "\(name)(\(fields.joined(separator: ", ")))"
  }

  private static func shortened(_ text: String) -> String {
    text.count > lineLimit ? String(text.prefix(lineLimit - 1)) + "…" : text
  }

  private static func describe(number: Double) -> String {
    if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }
}
