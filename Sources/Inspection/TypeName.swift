import Foundation

/// Type names as a Swift programmer writes them: `String?` rather than `Optional<String>`,
/// `[ItemViewModel]` rather than `Array<ItemViewModel>`.
public enum TypeName {
  /// The readable name of `type`.
  public static func of(_ type: Any.Type) -> String {
    readable(String(describing: type))
  }

  /// Rewrites the generic spellings of optionals, arrays and dictionaries in `name`.
  static func readable(_ name: String) -> String {
    if let inner = genericArgument(of: name, named: "Optional") {
      let wrapped = readable(inner)
      return wrapped.contains(" ") ? "(\(wrapped))?" : wrapped + "?"
    }
    if let inner = genericArgument(of: name, named: "Array") {
      return "[\(readable(inner))]"
    }
    if let inner = genericArgument(of: name, named: "Dictionary"),
      let comma = topLevelComma(in: inner)
    {
      let key = inner[..<comma].trimmingCharacters(in: .whitespaces)
      let value = inner[inner.index(after: comma)...].trimmingCharacters(in: .whitespaces)
      return "[\(readable(key)): \(readable(value))]"
    }
    return name
  }

  private static func genericArgument(of name: String, named generic: String) -> String? {
    let prefixes = [generic + "<", "Swift." + generic + "<"]
    guard let prefix = prefixes.first(where: name.hasPrefix), name.hasSuffix(">") else {
      return nil
    }
    return String(name.dropFirst(prefix.count).dropLast())
  }

  private static func topLevelComma(in text: String) -> String.Index? {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "," where depth == 0: return index
      default: break
      }
    }
    return nil
  }
}
