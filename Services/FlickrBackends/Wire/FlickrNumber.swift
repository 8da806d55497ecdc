/// A Flickr number decoded leniently: an integer, or a string holding one (older
/// responses sent `pages` and `total` as strings, and counts are always strings).
struct FlickrNumber: Decodable, Sendable, Hashable {
  /// The number.
  let value: Int

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      value = number
    } else if let text = try? container.decode(String.self), let number = Int(text) {
      value = number
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a number or a numeric string")
    }
  }
}
