import FlickrApp
import Foundation
import Model
import ReactiveCore
import Testing

/// What a results row shows under its photo.
private struct Row: Equatable {
  var favorites: Int?
  var comments: Int?
  var metadataError: String?

  init(favorites: Int? = nil, comments: Int? = nil, metadataError: String? = nil) {
    self.favorites = favorites
    self.comments = comments
    self.metadataError = metadataError
  }

  init(_ item: SearchResultsItemViewModel) {
    favorites = item.favorites.value
    comments = item.comments.value
    metadataError = item.metadataError.value
  }
}

@Suite("SearchResultsItemViewModel")
struct SearchResultsItemViewModelTests {
  let env = TestServices()

  /// The items of a results screen for "cats" with `count` photos.
  func items(_ count: Int = 3) -> [SearchResultsItemViewModel] {
    SearchResultsViewModel(
      results: FakeFlickrService.results(for: "cats", count: count), services: env.services
    )
    .searchResults.value
  }

  @Test("an item shows its photo's title and image, hidden and without counts")
  func initialState() throws {
    let item = try #require(items().first)
    #expect(item.title.value == "cats photo 1")
    #expect(
      item.url.value == URL(string: "https://live.staticflickr.com/65535/cats-1_secret1_m.jpg"))
    #expect(item.isVisible.value == false)
    #expect(Row(item) == Row())
  }

  @Test("an item visible for 1 s fetches favorites and comments together")
  func visibleForOneSecond() throws {
    let item = try #require(items().first)
    item.isVisible.value = true
    env.advance(0.9)
    #expect(env.flickr.favorites.requests.isEmpty)

    env.advance(0.1)
    #expect(env.flickr.favorites.requests == ["cats-1"])
    #expect(env.flickr.comments.requests == ["cats-1"])
    #expect(Row(item) == Row())

    env.advance(0.5)
    #expect(Row(item) == Row(favorites: 10, comments: 1))
  }

  @Test("an item that flicks past fetches nothing")
  func flickingPast() throws {
    let item = try #require(items().first)
    item.isVisible.value = true
    env.advance(0.5)
    item.isVisible.value = false
    env.advance(5)
    #expect(env.flickr.favorites.requests.isEmpty)
    #expect(env.flickr.comments.requests.isEmpty)
    #expect(Row(item) == Row())
  }

  @Test(
    "hiding an item mid-fetch cancels both requests; it fetches again when shown, until it has succeeded"
  )
  func hiddenMidFetch() throws {
    let item = try #require(items().first)
    item.isVisible.value = true
    env.advance(1.2)
    item.isVisible.value = false
    #expect(env.flickr.favorites.cancelled == ["cats-1"])
    #expect(env.flickr.comments.cancelled == ["cats-1"])
    env.advance(5)
    #expect(Row(item) == Row())

    item.isVisible.value = true
    env.advance(1.5)
    #expect(Row(item) == Row(favorites: 10, comments: 1))
    #expect(env.flickr.favorites.requests == ["cats-1", "cats-1"])

    item.isVisible.value = false
    item.isVisible.value = true
    env.advance(5)
    #expect(env.flickr.favorites.requests == ["cats-1", "cats-1"])
  }

  @Test("concurrent fetches answering out of order never mix up their counts")
  func concurrentFetches() {
    let items = items(3)
    env.flickr.favorites.setLatency(0.9, for: "cats-1")
    env.flickr.comments.setLatency(0.1, for: "cats-1")
    env.flickr.favorites.setLatency(0.2, for: "cats-3")
    env.flickr.comments.setLatency(0.7, for: "cats-3")
    for item in items { item.isVisible.value = true }
    env.advance(1.5)
    #expect(items.map(Row.init) == [Row(), Row(favorites: 20, comments: 2), Row()])
    env.advance(0.2)
    #expect(
      items.map(Row.init) == [
        Row(), Row(favorites: 20, comments: 2), Row(favorites: 30, comments: 3),
      ])
    env.advance(0.2)
    #expect(items.map(Row.init) == [1, 2, 3].map { Row(favorites: 10 * $0, comments: $0) })
  }

  @Test("one failing request fails only its own item, which fetches again when shown again")
  func oneFailingItem() {
    let items = items(3)
    env.flickr.favorites.fail("cats-2", with: .serverError(status: 503))
    for item in items { item.isVisible.value = true }
    env.advance(1.5)
    let message = "There was a problem reaching Flickr: the server failed (HTTP 503)"
    #expect(
      items.map(Row.init) == [
        Row(favorites: 10, comments: 1), Row(metadataError: message),
        Row(favorites: 30, comments: 3),
      ])

    env.flickr.favorites.fail("cats-2", with: .timedOut)
    items[1].isVisible.value = false
    items[1].isVisible.value = true
    env.advance(1.5)
    #expect(
      Row(items[1])
        == Row(metadataError: "There was a problem reaching Flickr: the request timed out"))
  }

  @Test("the failed item recovers when a later fetch succeeds")
  func failedItemRecovers() throws {
    let item = try #require(items().first)
    env.flickr.comments.failure = .timedOut
    item.isVisible.value = true
    env.advance(1.5)
    #expect(
      Row(item) == Row(metadataError: "There was a problem reaching Flickr: the request timed out"))

    env.flickr.comments.failure = nil
    item.isVisible.value = false
    item.isVisible.value = true
    env.advance(1.5)
    #expect(Row(item) == Row(favorites: 10, comments: 1))
  }

  @Test("an item dropped mid-fetch is freed and its requests cancelled")
  func freedMidFetch() {
    weak var weakItem: SearchResultsItemViewModel?
    do {
      let item = items().first
      weakItem = item
      item?.isVisible.value = true
      env.advance(1.2)
    }
    #expect(weakItem == nil)
    #expect(env.flickr.favorites.cancelled == ["cats-1"])
    #expect(env.flickr.comments.cancelled == ["cats-1"])
  }
}
