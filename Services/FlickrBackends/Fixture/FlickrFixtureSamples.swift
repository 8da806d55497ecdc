import Model

/// The searches worth trying on the bundled catalog, found in the catalog itself: its most
/// used tags, each with the number of photos a search for it finds (a tag also matches
/// inside longer tags and titles, as the fixture's search does).
enum FlickrFixtureSamples {
  /// How many searches are listed.
  static let count = 12

  /// The list `samples` shows for the Flickr fixture.
  @Sendable static func lists() -> [BackendSampleList] {
    let photos = (try? FlickrFixtureCatalog.bundledPhotos.get()) ?? []
    var uses: [String: Int] = [:]
    for photo in photos {
      for tag in Set((photo.tags ?? "").split(separator: " ").map(String.init)) {
        uses[tag, default: 0] += 1
      }
    }
    let catalog = FlickrFixtureCatalog()
    let searches = uses.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(count)
      .map { tag, _ in
        (tag, (try? catalog.photos(matching: FlickrFixtureQuery(tag)).count) ?? 0)
      }
      .sorted { ($0.1, $1.0) > ($1.1, $0.0) }
    return [
      BackendSampleList(
        title: "Flickr searches (set searchText, run executeSearch)",
        samples: searches.map {
          .init(text: $0.0, finds: BackendSampleList.counted($0.1, "photo", "photos"))
        })
    ]
  }
}
