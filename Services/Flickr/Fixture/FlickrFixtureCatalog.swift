import Foundation
import Model

/// The offline Flickr data of Resources/ (embedded in the code at build time), decoded
/// by the live backend's decoder:
/// one `photos.search` response (interestingness order, with tags) and one
/// `getFavorites` and `getInfo` response per photo (JSON Lines, same order).
struct FlickrFixtureCatalog: Sendable {
  /// Every photo, most interesting first.
  let photos: [FlickrSearchResponse.Photo]
  /// `photo.total` of each photo's getFavorites response, by photo id.
  let favorites: [String: Int]
  /// `photo.comments._content` of each photo's getInfo response, by photo id.
  let comments: [String: Int]

  /// The catalog in this module's resources, loaded once; a damaged resource is an
  /// error every fixture request reports, never a crash.
  static let bundled: Result<FlickrFixtureCatalog, ServiceError> = Result {
    () throws(ServiceError) in
    try FlickrFixtureCatalog(resources: EmbeddedResources.data(named:))
  }

  /// Reads the three resource files through `resource`, which returns a file's bytes by
  /// name.
  init(resources resource: (String) -> Data?) throws(ServiceError) {
    let search = try Self.file("photos.search.catalog.json", from: resource)
    photos = try FlickrResponseDecoder.decode(FlickrSearchResponse.self, from: search).photos.photo
    var favorites: [String: Int] = [:]
    for (number, line) in try Self.lines(of: "photos.getFavorites.jsonl", from: resource) {
      let photo = try Self.decodeLine(number, "photos.getFavorites.jsonl") {
        () throws(ServiceError) in
        try FlickrResponseDecoder.decode(FlickrFavoritesResponse.self, from: line).photo
      }
      favorites[photo.id] = photo.total.value
    }
    var comments: [String: Int] = [:]
    for (number, line) in try Self.lines(of: "photos.getInfo.jsonl", from: resource) {
      let photo = try Self.decodeLine(number, "photos.getInfo.jsonl") { () throws(ServiceError) in
        try FlickrResponseDecoder.decode(FlickrInfoResponse.self, from: line).photo
      }
      comments[photo.id] = photo.comments.content.value
    }
    self.favorites = favorites
    self.comments = comments
  }

  private static func file(_ name: String, from resource: (String) -> Data?)
    throws(ServiceError) -> Data
  {
    guard let data = resource(name) else {
      throw .invalidResponse("the fixture resource \(name) is missing")
    }
    return data
  }

  private static func lines(of name: String, from resource: (String) -> Data?)
    throws(ServiceError) -> [(Int, Data)]
  {
    let data = try file(name, from: resource)
    return data.split(separator: UInt8(ascii: "\n")).enumerated().map {
      ($0.offset + 1, Data($0.element))
    }
  }

  private static func decodeLine<T>(
    _ number: Int, _ file: String, _ body: () throws(ServiceError) -> T
  )
    throws(ServiceError) -> T
  {
    do {
      return try body()
    } catch {
      throw .invalidResponse("\(file) line \(number): \(error)")
    }
  }
}
