/// The fixture's `next_token`: an opaque-looking string that encodes a position in the
/// matches. Callers must treat it as opaque, as they must v2's.
enum FixtureCursor {
  private static let prefix = "fxt1"

  /// The token for the page starting at `offset`.
  static func token(for offset: Int) -> String {
    prefix + String(offset, radix: 36)
  }

  /// The offset a token stands for, or nil when it is not one of ours.
  static func offset(from token: String) -> Int? {
    guard token.hasPrefix(prefix), let offset = Int(token.dropFirst(prefix.count), radix: 36),
      offset >= 0
    else { return nil }
    return offset
  }
}
