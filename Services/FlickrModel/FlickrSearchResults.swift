/// One page of results of a Flickr text search.
public struct FlickrSearchResults: Sendable, Hashable, Codable {
  /// The text that was searched for.
  public let searchString: String
  /// The photos on this page, most interesting first.
  public let photos: [FlickrPhoto]
  /// How many photos match in all, over every page.
  public let totalResults: Int
  /// This page's number, from 1.
  public let page: Int
  /// How many pages there are (0 when nothing matched).
  public let pages: Int

  /// A page of search results.
  public init(searchString: String, photos: [FlickrPhoto], totalResults: Int, page: Int, pages: Int)
  {
    self.searchString = searchString
    self.photos = photos
    self.totalResults = totalResults
    self.page = page
    self.pages = pages
  }
}
