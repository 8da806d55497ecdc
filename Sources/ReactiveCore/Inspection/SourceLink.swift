/// A weak reference from a derived property to one of its sources, with the source's
/// own links, so that inspection can step over a source that has since been released.
/// Holds no object strongly.
final class SourceLink: @unchecked Sendable {
  private weak var object: AnyObject?
  private let upstream: [SourceLink]

  /// A link to `source`, remembering what `source` itself was derived from.
  init(to source: AnyObject) {
    object = source
    upstream = (source as? any SourceInspectable)?.sourceLinks ?? []
  }

  /// The links to each of `sources`.
  static func links(to sources: [AnyObject]) -> [SourceLink] {
    sources.map { SourceLink(to: $0) }
  }

  /// Appends the source if it is alive, else the live sources it was derived from.
  func appendLiveObjects(to found: inout [AnyObject]) {
    if let object {
      if !found.contains(where: { $0 === object }) { found.append(object) }
    } else {
      for link in upstream { link.appendLiveObjects(to: &found) }
    }
  }
}
