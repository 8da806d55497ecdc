/// How the fixture matches a recent-search query, a small part of v2's query language:
/// words separated by whitespace must all occur in the tweet's text (case-insensitive);
/// `to:NAME` keeps replies to that user and `from:NAME` tweets by that user (names
/// case-insensitive). A query without terms matches nothing.
struct TwitterFixtureQuery: Sendable {
  /// Lowercased words that must occur in the text.
  let words: [String]
  /// Lowercased handles the tweet must reply to.
  let replyTo: [String]
  /// Lowercased handles the tweet must be written by.
  let authors: [String]

  /// Parses `query`.
  init(_ query: String) {
    var words: [String] = []
    var replyTo: [String] = []
    var authors: [String] = []
    for term in query.lowercased().split(whereSeparator: \.isWhitespace) {
      if term.hasPrefix("to:") {
        replyTo.append(String(term.dropFirst(3)))
      } else if term.hasPrefix("from:") {
        authors.append(String(term.dropFirst(5)))
      } else {
        words.append(String(term))
      }
    }
    self.words = words
    self.replyTo = replyTo
    self.authors = authors
  }

  /// Whether `entry` matches every term; `catalog` resolves reply targets to handles.
  func matches(_ entry: TwitterSearchResults.Entry, in catalog: TwitterFixtureCatalog) -> Bool {
    guard !(words.isEmpty && replyTo.isEmpty && authors.isEmpty) else { return false }
    let text = entry.tweet.status.lowercased()
    let author = entry.tweet.author.username.lowercased()
    let repliedTo = entry.inReplyToUserID.flatMap { catalog.handlesByID[$0] }
    return words.allSatisfy { text.contains($0) } && authors.allSatisfy { $0 == author }
      && replyTo.allSatisfy { $0 == repliedTo }
  }
}
