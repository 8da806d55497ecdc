/// Masks the credentials a URL may carry before it is shown: user information
/// (`http://user:pass@host` → `http://••••@host`) and the values of query or fragment
/// items whose names suggest a secret (`?token=…`, `api_key=…`, `password=…` →
/// `token=••••`). Works on text, so a URL that does not parse is masked too.
public enum URLRedaction {
  /// The mask shown in place of a secret.
  public static let mask = "••••"

  /// Fragments of item names that mark their values as secret (compared lowercased).
  static let secretNameParts = ["key", "token", "secret", "pass", "auth", "sig", "credential"]

  /// `text` (a URL, or a message that may contain URLs) with credentials masked.
  public static func redacting(_ text: String) -> String {
    text.split(separator: " ", omittingEmptySubsequences: false)
      .map { redactingWord(String($0)) }
      .joined(separator: " ")
  }

  /// One whitespace-free word with credentials masked.
  private static func redactingWord(_ word: String) -> String {
    var rest = Substring(word)
    var result = ""
    if let separator = rest.range(of: "://") {
      result += rest[..<separator.upperBound]
      rest = rest[separator.upperBound...]
      let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
      let authority = rest[..<authorityEnd]
      if let at = authority.lastIndex(of: "@") {
        result += mask + authority[at...]
      } else {
        result += authority
      }
      rest = rest[authorityEnd...]
    }
    guard let itemsStart = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) else {
      return result + rest
    }
    result += rest[..<itemsStart]
    var items = ""
    var current = ""
    for character in rest[itemsStart...] {
      if "?#&;".contains(character) {
        items += redactingItem(current) + String(character)
        current = ""
      } else {
        current.append(character)
      }
    }
    return result + items + redactingItem(current)
  }

  /// `name=value` with the value masked when the name suggests a secret.
  private static func redactingItem(_ item: String) -> String {
    guard let equals = item.firstIndex(of: "=") else { return item }
    let name = item[..<equals].lowercased()
    guard secretNameParts.contains(where: { name.contains($0) }) else { return item }
    return item[...equals] + mask
  }
}
