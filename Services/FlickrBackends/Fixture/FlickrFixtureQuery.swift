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
    matches(searchableText: Self.searchableText(of: photo))
  }

  /// Whether every word occurs in `text`, a photo's `searchableText`.
  func matches(searchableText text: String) -> Bool {
    // A byte search: both sides are lowercased already.
    !words.isEmpty && words.allSatisfy { ByteSearch.contains(Array($0.utf8), in: text) }
  }

  /// What a search looks in: the photo's title and tags, lowercased, on two lines (no
  /// word contains a line break, so no match spans both).
  static func searchableText(of photo: FlickrSearchResponse.Photo) -> String {
    (photo.title + "\n" + (photo.tags ?? "")).lowercased()
  }
}
