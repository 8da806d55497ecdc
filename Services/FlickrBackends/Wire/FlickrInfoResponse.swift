/// The body of `flickr.photos.getInfo`; the app needs only `photo.comments._content`
/// (the JSON text node; objectiveflickr's XML mapping called it `_text`).
struct FlickrInfoResponse: Decodable, Sendable {
  /// The photo's comment count node.
  struct Comments: Decodable, Sendable {
    let content: FlickrNumber

    enum CodingKeys: String, CodingKey {
      case content = "_content"
    }
  }

  /// The photo.
  struct Photo: Decodable, Sendable {
    let id: String
    let comments: Comments
  }

  let photo: Photo
}
