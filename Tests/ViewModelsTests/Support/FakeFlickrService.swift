import FlickrModel
import Foundation
import Model
import ReactiveCore

/// A scripted Flickr: a search for TEXT finds 3 photos (unless `setPhotoCount` says
/// otherwise) with ids "TEXT-1", "TEXT-2", …; a photo's favorites are 10 × its
/// number and its comments its number, so mixed-up answers show.
final class FakeFlickrService: FlickrSearchService, @unchecked Sendable {
  /// Searches, recorded by text; 2 s latency.
  let searches: FakeEndpoint<FlickrSearchResults>
  /// Favorites requests, recorded by photo id; 0.5 s latency.
  let favorites: FakeEndpoint<Int>
  /// Comments requests, recorded by photo id; 0.5 s latency.
  let comments: FakeEndpoint<Int>

  /// A fake answering on `scheduler`.
  init(scheduler: TestScheduler) {
    let counts = PhotoCounts()
    searches = FakeEndpoint(scheduler: scheduler, latency: 2) { text in
      .success(Self.results(for: text, count: counts.count(for: text)))
    }
    favorites = FakeEndpoint(scheduler: scheduler, latency: 0.5) { id in
      .success(10 * Self.number(ofPhoto: id))
    }
    comments = FakeEndpoint(scheduler: scheduler, latency: 0.5) { id in
      .success(Self.number(ofPhoto: id))
    }
    photoCountStore = counts
  }

  private let photoCountStore: PhotoCounts

  /// Makes a search for `text` find `count` photos.
  func setPhotoCount(_ count: Int, for text: String) {
    photoCountStore.set(count, for: text)
  }

  func search(_ text: String, page: Int, perPage: Int) -> SignalProducer<
    FlickrSearchResults, ServiceError
  > {
    searches.producer(for: text)
  }

  func favoritesCount(ofPhoto photoID: String) -> SignalProducer<Int, ServiceError> {
    favorites.producer(for: photoID)
  }

  func commentsCount(ofPhoto photoID: String) -> SignalProducer<Int, ServiceError> {
    comments.producer(for: photoID)
  }

  /// The results a search for `text` finds when it finds `count` photos.
  static func results(for text: String, count: Int) -> FlickrSearchResults {
    let photos = (0..<count).map { index in
      FlickrPhoto(
        identifier: "\(text)-\(index + 1)", title: "\(text) photo \(index + 1)", owner: "owner@N01",
        server: "65535", secret: "secret\(index + 1)")
    }
    return FlickrSearchResults(
      searchString: text, photos: photos, totalResults: count * 100, page: 1,
      pages: count > 0 ? 100 : 0)
  }

  /// The number at the end of a photo id made by `results(for:count:)`.
  static func number(ofPhoto id: String) -> Int {
    Int(id.split(separator: "-").last ?? "") ?? 0
  }
}

/// How many photos each search text finds, shared with the search endpoint's answers.
private final class PhotoCounts: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  func count(for text: String) -> Int { lock.withLock { counts[text] ?? 3 } }

  func set(_ count: Int, for text: String) { lock.withLock { counts[text] = count } }
}
