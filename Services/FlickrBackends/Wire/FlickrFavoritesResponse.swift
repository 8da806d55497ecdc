/// The body of `flickr.photos.getFavorites`; the app needs only `photo.total`.
struct FlickrFavoritesResponse: Decodable, Sendable {
  /// The photo and its favorites count.
  struct Photo: Decodable, Sendable {
    let id: String
    let total: FlickrNumber
  }

  let photo: Photo
}
