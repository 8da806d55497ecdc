import Foundation

/// One photo found by a Flickr search, with what is needed to build its image URLs the
/// way Flickr builds photo source URLs (`https://live.staticflickr.com/{server}/{id}_{secret}_{size}.jpg`).
public struct FlickrPhoto: Sendable, Hashable, Codable {
  /// Flickr's photo id.
  public let identifier: String
  /// The photo's title; may be empty.
  public let title: String
  /// The owner's NSID, e.g. `12345678@N05`.
  public let owner: String
  /// The image server the photo is stored on.
  public let server: String
  /// The photo's secret, part of its image URLs.
  public let secret: String

  /// A photo with the fields a `flickr.photos.search` result carries.
  public init(identifier: String, title: String, owner: String, server: String, secret: String) {
    self.identifier = identifier
    self.title = title
    self.owner = owner
    self.server = server
    self.secret = secret
  }

  /// Where Flickr serves photo images.
  private static let imageHost = URL(string: "https://live.staticflickr.com/")!
  /// Where Flickr shows its users' photo pages.
  private static let photoPages = URL(string: "https://www.flickr.com/photos/")!

  /// The image URL at `size`. The fields come from the server, so each is one path
  /// segment, percent-encoded: a `/`, `?` or `#` in them cannot change the URL's shape.
  public func url(size: FlickrPhotoSize) -> URL {
    let suffix = size.suffix.map { "_\($0)" } ?? ""
    return Self.imageHost.appending(component: server)
      .appending(component: "\(identifier)_\(secret)\(suffix).jpg", directoryHint: .notDirectory)
  }

  /// The image shown in a results row: 240 px on the longest side (Flickr's `m`),
  /// the size the tutorial's app used.
  public var url: URL { url(size: .small240) }

  /// A 75 px square thumbnail (Flickr's `s`), as used for recent searches.
  public var thumbnailURL: URL { url(size: .square75) }

  /// The photo's page on flickr.com (owner and id percent-encoded, one segment each).
  public var pageURL: URL {
    Self.photoPages.appending(component: owner)
      .appending(component: identifier, directoryHint: .isDirectory)
  }
}

/// The image sizes Flickr serves with a photo's ordinary secret.
public enum FlickrPhotoSize: String, Sendable, CaseIterable {
  /// 75 × 75 square (`s`).
  case square75
  /// 150 × 150 square (`q`).
  case square150
  /// 100 px (`t`).
  case thumbnail100
  /// 240 px (`m`).
  case small240
  /// 320 px (`n`).
  case small320
  /// 400 px (`w`).
  case small400
  /// 500 px (no suffix).
  case medium500
  /// 640 px (`z`).
  case medium640
  /// 800 px (`c`).
  case medium800
  /// 1024 px (`b`).
  case large1024

  /// The letter Flickr appends to the file name, nil for the 500 px default.
  public var suffix: String? {
    switch self {
    case .square75: return "s"
    case .square150: return "q"
    case .thumbnail100: return "t"
    case .small240: return "m"
    case .small320: return "n"
    case .small400: return "w"
    case .medium500: return nil
    case .medium640: return "z"
    case .medium800: return "c"
    case .large1024: return "b"
    }
  }
}
