import Foundation

/// The fields of a plain value (a struct or a class that is not a view-model), found by
/// Mirror, so that a path can read `loggedInUser.firstName`.
///
/// A field never shows more than the value shows of itself: when the value's type writes
/// its own description (as a user value does, masking its token), only fields whose text appears
/// in that description can be read. A secret a description masks stays masked.
public enum ValueFields {
  /// What looking up a field found.
  public enum Lookup {
    /// The field's value.
    case found(Any)
    /// The value has the field, but its own description does not show it.
    case hidden
    /// The value has no such field.
    case missing
  }

  /// The names of the fields of `value` that can be read, in declaration order; empty
  /// for text, numbers, lists and other values without fields.
  public static func names(of value: Any) -> [String] {
    readable(of: value).map(\.name)
  }

  /// The field called `name` of `value`.
  public static func field(named name: String, of value: Any) -> Lookup {
    if let field = readable(of: value).first(where: { $0.name == name }) {
      return .found(field.value)
    }
    return all(of: value).contains { $0.name == name } ? .hidden : .missing
  }

  private static func readable(of value: Any) -> [(name: String, value: Any)] {
    let fields = all(of: value)
    guard let value = ValueFormatter.unwrapped(value), value is CustomStringConvertible else {
      return fields
    }
    let shown = String(describing: value)
    return fields.filter { shown.contains(ValueFormatter.plainText($0.value)) }
  }

  private static func all(of value: Any) -> [(name: String, value: Any)] {
    guard let value = ValueFormatter.unwrapped(value) else { return [] }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return [] }
    if value is String || value is URL || value is Date { return [] }
    // Names starting with _ are storage behind a wrapper, not the value's own fields.
    return mirror.children.compactMap { child in
      guard let label = child.label, !label.hasPrefix("_") else { return nil }
      return (name: label, value: child.value)
    }
  }
}
