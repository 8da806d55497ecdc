import Model
import ReactiveCore

/// The Flickr service's fault adapter: every call of `base` with the fault options
/// applied.
public struct FaultInjectingFlickrSearchService: FlickrSearchService {
  /// The backend's own instance.
  public let base: any FlickrSearchService
  /// The faults to inject.
  public let faults: FaultInjection

  /// `base` with `faults` applied to each call.
  public init(base: any FlickrSearchService, faults: FaultInjection) {
    self.base = base
    self.faults = faults
  }

  /// `base`'s search, with faults.
  public func search(_ text: String, page: Int, perPage: Int) -> SignalProducer<
    FlickrSearchResults, ServiceError
  > {
    faults.inject(
      into: base.search(text, page: page, perPage: perPage),
      named: "flickr.search(\(RequestName.quoted(text))\(page > 1 ? ", page: \(page)" : ""))")
  }

  /// `base`'s favorites count, with faults.
  public func favoritesCount(ofPhoto photoID: String) -> SignalProducer<Int, ServiceError> {
    faults.inject(
      into: base.favoritesCount(ofPhoto: photoID),
      named: "flickr.favoritesCount(\(RequestName.quoted(photoID)))")
  }

  /// `base`'s comments count, with faults.
  public func commentsCount(ofPhoto photoID: String) -> SignalProducer<Int, ServiceError> {
    faults.inject(
      into: base.commentsCount(ofPhoto: photoID),
      named: "flickr.commentsCount(\(RequestName.quoted(photoID)))")
  }
}
