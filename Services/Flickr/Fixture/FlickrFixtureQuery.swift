/// How the fixture matches a search text against a photo: the text is split into words
/// at whitespace, and every word must occur, case-insensitively, inside the photo's
/// title or inside its tags (so `bridge` finds the tag `chainbridge`). A text without
/// words matches nothing.
struct FlickrFixtureQuery: Sendable {
  /// The lowercased words that must all match.
  let words: [String]

  /// The query for a search text.
  init(_ text: String) {
    words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
  }

  /// Whether every word occurs in the photo's title or tags.
  func matches(_ photo: FlickrSearchResponse.Photo) -> Bool {
    guard !words.isEmpty else { return false }
    let title = photo.title.lowercased()
    let tags = (photo.tags ?? "").lowercased()
    return words.allSatisfy { title.contains($0) || tags.contains($0) }
  }
}
