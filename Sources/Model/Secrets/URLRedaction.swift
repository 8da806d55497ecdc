/// Masks the credentials a URL may carry before it is shown: user information
/// (`http://user:pass@host` → `http://••••@host`, also in a malformed URL such as
/// `http:/user:pass@host`) and the values of query or fragment items whose names are
/// secret (`SecretNames`: `?token=…`, `api_key=…`, `password=…` → `token=••••`). Works on
/// text, so a URL that does not parse is masked too, and so is every URL in a message.
/// Part of the one masking rule, `SecretMasking`.
public enum URLRedaction {
  /// The mask shown in place of a secret.
  public static let mask = "••••"

  /// `text` (a URL, or a message that may contain URLs) with credentials masked.
  public static func redacting(_ text: String) -> String {
    guard text.contains(where: { $0 == "@" || $0 == "=" }) else { return text }
    var result = ""
    var rest = Substring(text)
    while let end = rest.firstIndex(where: isOutsideURL) {
      result += redactingRun(rest[..<end])
      result.append(rest[end])
      rest = rest[rest.index(after: end)...]
    }
    return result + redactingRun(rest)
  }

  /// Whether `character` cannot be part of a URL written in text: it ends one.
  private static func isOutsideURL(_ character: Character) -> Bool {
    character.isWhitespace || "\"'`<>(){}".contains(character)
  }

  /// A run of text that may be a URL, with its credentials masked.
  private static func redactingRun(_ run: Substring) -> String {
    var result = ""
    var rest = run
    if let (scheme, at) = userInformation(in: run) {
      result += run[..<scheme.upperBound] + mask
      rest = run[at...]
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

  /// Where user information is in `run`: the range of `scheme:` and its slashes before
  /// it, and the index of the `@` that ends it; nil when there is none.
  private static func userInformation(in run: Substring)
    -> (scheme: Range<Substring.Index>, at: Substring.Index)?
  {
    var searchFrom = run.startIndex
    while let colon = run[searchFrom...].firstIndex(of: ":") {
      var start = colon
      while start > run.startIndex, isSchemeCharacter(run[run.index(before: start)]) {
        start = run.index(before: start)
      }
      let afterColon = run.index(after: colon)
      let authorityStart = run[afterColon...].firstIndex { $0 != "/" } ?? run.endIndex
      let authorityEnd = run[authorityStart...].firstIndex { "/?#".contains($0) } ?? run.endIndex
      if start < colon, run[start].isLetter,
        let at = run[authorityStart..<authorityEnd].lastIndex(of: "@"), at > authorityStart
      {
        return (start..<authorityStart, at)
      }
      searchFrom = afterColon
    }
    return nil
  }

  private static func isSchemeCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || "+.-".contains(character))
  }

  /// `name=value` with the value masked when the name is secret.
  private static func redactingItem(_ item: String) -> String {
    guard let equals = item.firstIndex(of: "="), SecretNames.isSecret(item[..<equals]) else {
      return item
    }
    return item[...equals] + mask
  }
}
