import Foundation

/// Flickr REST answers written for the tests in the documented shapes
/// (`../shared/WIRE-FORMATS.md`): a `photos.search` page of chosen photos, and each
/// photo's metadata, its favorites (`photos.getFavorites`'s `photo.total`) and its
/// comments (`photos.getInfo`'s `photo.comments._content`).
///
/// ```swift
/// let server = try LoopbackHTTPServer(handler: FlickrSamples.handler([photo]))
/// ```
public enum FlickrSamples {
  /// The first two photos the fixture's `sunset` search finds, with the fixture's counts:
  /// what a loopback Flickr serves so that a scenario reads the same on both backends.
  public static let sunsetPair = [
    Photo(id: "44398004500", title: "Sunset", favorites: 629, comments: 52),
    Photo(id: "19094330762", title: "Dusk", favorites: 135, comments: 10),
  ]

  /// A photo a search finds: its id and title, and the counts its metadata requests answer.
  public struct Photo: Sendable {
    /// Flickr's photo id (`"19094330762"`).
    public let id: String
    /// The photo's title.
    public let title: String
    /// How many people made it a favorite.
    public let favorites: Int
    /// How many comments it has.
    public let comments: Int

    /// A photo `id` titled `title`, with `favorites` and `comments`.
    public init(id: String, title: String, favorites: Int, comments: Int) {
      self.id = id
      self.title = title
      self.favorites = favorites
      self.comments = comments
    }
  }

  /// A `photos.search` page holding `photos`.
  public static func search(_ photos: [Photo]) -> StubResponse {
    HostilePayloads.json(
      200,
      [
        "stat": "ok",
        "photos": [
          "page": 1, "pages": 1, "perpage": 100, "total": photos.count,
          "photo": photos.map { photo in
            [
              "id": photo.id, "owner": "12345678@N05", "secret": "a1b2c3d4e5", "server": "65535",
              "farm": 66, "title": photo.title, "ispublic": 1, "isfriend": 0, "isfamily": 0,
            ] as [String: Any]
          },
        ],
      ])
  }

  /// `photos.getFavorites` of `photo`: its first page of people, and the total.
  public static func favorites(of photo: Photo) -> StubResponse {
    HostilePayloads.json(
      200,
      [
        "stat": "ok",
        "photo": [
          "person": [] as [Any], "id": photo.id, "secret": "a1b2c3d4e5", "server": "65535",
          "farm": 66, "page": 1, "pages": max(1, (photo.favorites + 9) / 10), "perpage": 10,
          "total": photo.favorites,
        ] as [String: Any],
      ])
  }

  /// `photos.getInfo` of `photo`, its comment count a string as Flickr sends it.
  public static func info(of photo: Photo) -> StubResponse {
    HostilePayloads.json(
      200,
      [
        "stat": "ok",
        "photo": [
          "id": photo.id, "secret": "a1b2c3d4e5", "server": "65535", "farm": 66,
          "title": ["_content": photo.title], "description": ["_content": ""],
          "comments": ["_content": String(photo.comments)],
        ] as [String: Any],
      ])
  }

  /// A stub Flickr REST endpoint (serve it at `/services/rest/`) for `photos`: every
  /// search finds them all; their metadata is answered after `metadataDelay` seconds (a
  /// request in flight long enough to be cancelled, ending early when the client gives
  /// up), and favorites `favoritesLag` seconds later still (a photo's two answers
  /// arriving apart); an unknown photo is Flickr's "not found" failure.
  public static func handler(
    _ photos: [Photo], metadataDelay: TimeInterval = 0, favoritesLag: TimeInterval = 0
  )
    -> LoopbackHTTPServer.Handler
  {
    { request in
      let photo = photos.first { $0.id == request.queryValue("photo_id") }
      switch (request.queryValue("method"), photo) {
      case ("flickr.photos.search", _): return search(photos)
      case ("flickr.photos.getFavorites", let photo?):
        return favorites(of: photo).delay(metadataDelay + favoritesLag)
      case ("flickr.photos.getInfo", let photo?): return info(of: photo).delay(metadataDelay)
      default:
        return HostilePayloads.json(
          200,
          [
            "stat": "fail", "code": 1,
            "message": "Photo \"\(request.queryValue("photo_id") ?? "")\" not found (invalid ID)",
          ])
      }
    }
  }
}
