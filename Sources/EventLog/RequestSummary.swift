import Inspection

/// What a service request answered, in a few words for the log: `20 tweets`,
/// `3 photos`, `[20 items]`, or the value itself when short.
enum RequestSummary {
  /// A short description of `value`.
  static func describe(_ value: Any) -> String {
    if let elements = ValueFormatter.elements(of: value) {
      return ValueFormatter.itemCount(elements.count)
    }
    for child in Mirror(reflecting: value).children {
      guard let label = child.label, let elements = ValueFormatter.elements(of: child.value) else {
        continue
      }
      return "\(elements.count) \(elements.count == 1 ? singular(label) : label)"
    }
    let text = ValueFormatter.describe(value)
    return text.count <= 40 ? text : "a \(TypeName.of(type(of: value)))"
  }

  private static func singular(_ label: String) -> String {
    label.hasSuffix("s") ? String(label.dropLast()) : label
  }
}
