import Model

extension ServiceKey where Service == any FlickrSearchService {
  /// Flickr photo search and photo counts.
  public static var flickr: ServiceKey {
    ServiceKey(name: "flickr") { FaultInjectingFlickrSearchService(base: $0, faults: $1) }
  }
}
