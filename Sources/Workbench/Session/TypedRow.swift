/// The row number being typed at the start of a partial path (`searchResults[4` or
/// `searchResults[47].ti`), so that completion can offer every row it may be, not only
/// the first ten.
struct TypedRow {
  /// The list whose row is being typed, if one is.
  let list: String?
  /// The digits typed after `[`.
  let digits: String
  /// Whether the `]` has been typed: the row is chosen and its members are wanted.
  let isClosed: Bool

  /// What `partial` begins typing.
  init(_ partial: String) {
    guard let bracket = partial.firstIndex(of: "["), !partial[..<bracket].contains(".") else {
      (list, digits, isClosed) = (nil, "", false)
      return
    }
    let afterBracket = partial[partial.index(after: bracket)...]
    let typed = afterBracket.prefix { $0.isASCII && $0.isNumber }
    list = String(partial[..<bracket])
    digits = String(typed)
    isClosed = afterBracket.dropFirst(typed.count).first == "]"
  }

  /// The rows of the list `name` (with `count` rows) to offer.
  func rows(of name: String, count: Int) -> [Int] {
    guard name == list, !digits.isEmpty else { return Array(0..<min(count, 10)) }
    if isClosed { return Int(digits).map { $0 < count ? [$0] : [] } ?? [] }
    return (0..<count).filter { String($0).hasPrefix(digits) }
  }
}
