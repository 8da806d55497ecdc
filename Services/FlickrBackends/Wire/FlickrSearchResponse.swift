/// The body of `flickr.photos.search`: `{"photos": {page, pages, perpage, total, photo: [...]}}`.
struct FlickrSearchResponse: Decodable, Sendable {
  /// One page of search results.
  struct Photos: Decodable, Sendable {
    let page: FlickrNumber
    let pages: FlickrNumber
    let perpage: FlickrNumber
    let total: FlickrNumber
    let photo: [Photo]
  }

  /// One photo; `tags` is present when the request asked for the `tags` extra.
  struct Photo: Decodable, Sendable {
    let id: String
    let owner: String
    let secret: String
    let server: String
    let title: String
    let tags: String?
  }

  let photos: Photos
}
