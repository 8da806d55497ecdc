import FlickrModel
import Foundation
import Model
import ReactiveCore
import Testing

@testable import FlickrBackends

@Suite("Flickr fixture")
struct FlickrFixtureTests {
  let scheduler = TestScheduler()
  var flickr: any FlickrSearchService { makeRegistry(scheduler: scheduler).service(.flickr) }

  func search(_ text: String, page: Int = 1, perPage: Int = 100) throws -> FlickrSearchResults {
    try #require(
      virtualResult(of: flickr.search(text, page: page, perPage: perPage), on: scheduler)
    ).get()
  }

  @Test func catalogDecodesEveryPhotoAndCount() throws {
    let catalog = FlickrFixtureCatalog()
    let photos = try catalog.photos
    #expect(photos.count == 364)
    for photo in photos {
      let favorites = try #require(try catalog.favoritesBody(ofPhoto: photo.id))
      let info = try #require(try catalog.infoBody(ofPhoto: photo.id))
      #expect(try FlickrResponseDecoder.favoritesCount(from: favorites) >= 0)
      #expect(try FlickrResponseDecoder.commentsCount(from: info) >= 0)
    }
  }

  @Test(arguments: ["sunset", "kitten", "bridge", "wibble"])
  func popularSearchesFindAtLeastTenPhotos(text: String) throws {
    let results = try search(text)
    #expect(results.totalResults >= 10)
    #expect(results.photos.count == min(results.totalResults, 100))
    #expect(results.searchString == text)
  }

  @Test func matchingIsCaseInsensitiveOverTitleAndTagsAndNeedsEveryWord() throws {
    let catalog = try FlickrFixtureCatalog().photos
    let lower = try search("sunset")
    #expect(try search("SUNSET").totalResults == lower.totalResults)
    let both = try search("sunset bridge")
    #expect(both.totalResults > 0 && both.totalResults < lower.totalResults)
    for photo in both.photos {
      let wire = try #require(catalog.first { $0.id == photo.identifier })
      let text = (wire.title + " " + (wire.tags ?? "")).lowercased()
      #expect(text.contains("sunset") && text.contains("bridge"))
    }
  }

  @Test func zeroResultsIsAnEmptyPageNotAnError() throws {
    let results = try search("zzqqxx-nothing")
    #expect(results.totalResults == 0)
    #expect(results.pages == 0)
    #expect(results.photos.isEmpty)
  }

  @Test func resultsComeInInterestingnessOrder() throws {
    let catalog = try FlickrFixtureCatalog().photos
    let rank = Dictionary(
      uniqueKeysWithValues: catalog.enumerated().map { ($0.element.id, $0.offset) })
    let ranks = try search("sunset").photos.map { rank[$0.identifier]! }
    #expect(ranks == ranks.sorted())
  }

  @Test func pagingSplitsTheMatchesWithRightTotals() throws {
    let all = try search("sunset", perPage: 500)
    let first = try search("sunset", page: 1, perPage: 10)
    let second = try search("sunset", page: 2, perPage: 10)
    let pastTheEnd = try search("sunset", page: 99, perPage: 10)
    #expect(first.totalResults == all.totalResults && second.totalResults == all.totalResults)
    #expect(first.pages == (all.totalResults + 9) / 10)
    #expect(first.photos + second.photos == Array(all.photos.prefix(20)))
    #expect(second.page == 2)
    #expect(pastTheEnd.photos.isEmpty && pastTheEnd.totalResults == all.totalResults)
  }

  @Test func metadataCountsAgreeWithGetInfoAndGetFavorites() throws {
    let photo = try #require(try search("bridge").photos.first)
    let metadata = try #require(
      virtualResult(of: flickr.metadata(ofPhoto: photo.identifier), on: scheduler)
    ).get()
    let lines = try Self.resourceLines("photos.getInfo")
    let favoriteLines = try Self.resourceLines("photos.getFavorites")
    let info = try #require(lines.first { $0.contains("\"id\":\"\(photo.identifier)\"") })
    let favorites = try #require(
      favoriteLines.first { $0.contains("\"id\":\"\(photo.identifier)\"") })
    #expect(info.contains("\"comments\":{\"_content\":\"\(metadata.comments)\"}"))
    #expect(favorites.contains("\"total\":\(metadata.favorites)}"))
  }

  @Test func unknownPhotoIsFlickrsNotFoundError() throws {
    let result = try #require(
      virtualResult(of: flickr.favoritesCount(ofPhoto: "999"), on: scheduler))
    #expect(result.failure == .apiError(code: 1, message: "Photo \"999\" not found (invalid ID)"))
  }

  /// The lines of a fixture resource, read from the source tree.
  static func resourceLines(_ name: String) throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Services/FlickrBackends/Resources/\(name).jsonl")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
  }
}
