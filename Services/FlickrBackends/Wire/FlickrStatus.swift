/// The envelope of every Flickr REST answer: `stat` is `ok` or `fail`, and a failure
/// (sent with HTTP 200) carries Flickr's `code` and `message`.
struct FlickrStatus: Decodable, Sendable {
  let stat: String
  let code: FlickrNumber?
  let message: String?
}
