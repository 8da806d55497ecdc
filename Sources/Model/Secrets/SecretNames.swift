/// Which names stand for a secret: a URL's query or fragment item (`?token=…`), a field of
/// a JSON body a server sends (`"auth_token": …`). A name is secret when one of its words
/// is one of `words` and none is one of `cursorWords`; words are split at anything not a
/// letter or a digit and where a lowercase letter meets a capital (`api_key`,
/// `X-Amz-Signature`, `accessToken`), so `keyword` or `author` are not secret, while
/// `key` and `oauth_token` are, and `next_token` is a page's cursor, not a secret.
public enum SecretNames {
  /// The words that make a name secret.
  public static let words: Set<String> = [
    "token", "password", "passwd", "pass", "pwd", "passphrase", "secret", "key", "apikey",
    "sig", "signature", "auth", "credential", "credentials", "accesstoken", "authtoken",
  ]

  /// Words that make a token a page's cursor (`next_token`, `pagination_token`): replay
  /// asks for the next page with it, so it must be kept as it was.
  public static let cursorWords: Set<String> = [
    "next", "previous", "prev", "pagination", "page", "cursor", "continuation", "sync",
  ]

  /// Whether `name` stands for a secret.
  public static func isSecret(_ name: some StringProtocol) -> Bool {
    let parts = words(of: name)
    return parts.contains(where: words.contains) && !parts.contains(where: cursorWords.contains)
  }

  /// The words of `name`, lowercased.
  private static func words(of name: some StringProtocol) -> [String] {
    var parts: [String] = []
    var word = ""
    var previousIsLowercase = false
    for character in name {
      let startsWord = character.isUppercase && previousIsLowercase
      if !(character.isLetter || character.isNumber) || startsWord {
        if !word.isEmpty { parts.append(word) }
        word = ""
      }
      if character.isLetter || character.isNumber { word += character.lowercased() }
      previousIsLowercase = character.isLowercase
    }
    if !word.isEmpty { parts.append(word) }
    return parts
  }
}
