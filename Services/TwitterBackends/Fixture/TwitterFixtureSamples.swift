import Model

/// What is worth trying on the bundled tweets, found in the tweets themselves: the
/// hashtags that also work as searches (longer than three characters, as the search
/// view-model asks), each with how many tweets a search for it finds, and the accounts
/// that have replies, with how many, for Tweetboat.
enum TwitterFixtureSamples {
  /// How many entries each list holds at most.
  static let count = 10

  /// The lists `samples` shows for the Twitter fixture.
  @Sendable static func lists() -> [BackendSampleList] {
    guard let catalog = try? TwitterFixtureCatalog.bundled.get() else { return [] }
    var hashtags = Set<String>()
    for entry in catalog.entries {
      for word in entry.tweet.status.split(whereSeparator: \.isWhitespace) where word.hasPrefix("#")
      {
        let tag = word.dropFirst().prefix { $0.isLetter || $0.isNumber }.lowercased()
        if tag.count > 3, tag.contains(where: \.isLetter) { hashtags.insert(tag) }
      }
    }
    let searches = hashtags.map { ($0, catalog.matches(for: $0).count) }
      .sorted { ($0.1, $1.0) > ($1.1, $0.0) }.prefix(count)
    let handles = catalog.users.map {
      ($0.username, catalog.matches(for: "to:\($0.username)").count)
    }
    .filter { $0.1 > 0 }
    .sorted { ($0.1, $1.0.lowercased()) > ($1.1, $0.0.lowercased()) }.prefix(count)
    return [
      BackendSampleList(
        title: "Twitter searches (set searchText)",
        samples: searches.map {
          .init(text: $0.0, finds: BackendSampleList.counted($0.1, "tweet", "tweets"))
        }),
      BackendSampleList(
        title: "Tweetboat handles (set username, run getTweets)",
        samples: handles.map {
          .init(text: $0.0, finds: BackendSampleList.counted($0.1, "reply", "replies"))
        }),
    ]
  }
}
