import FlickrModel
import Foundation
import Model

/// A generated Flickr catalog for large sessions (`use flickr fixture size=N`): every
/// search with words finds `size` photos titled and tagged with those words, and every
/// photo has favorites and comments. The data is written in Flickr's wire format and read
/// by the live backend's decoder; the same size and search text always give the same
/// photos and counts.
struct FlickrGeneratedFixture: FlickrFixtureData {
  /// The largest catalog `size=` may ask for.
  static let maximumSize = 100_000
  /// The first generated photo's id; photo `n` has id `firstID + n`.
  static let firstID = 70_000_000_000

  /// How many photos every search finds.
  let size: Int

  /// A catalog whose searches find `size` photos (1 to `maximumSize`).
  init(size: Int) {
    self.size = size
  }

  func results(for text: String, page: Int, perPage: Int) throws(ServiceError)
    -> FlickrSearchResults
  {
    let words = FlickrFixtureQuery(text).words
    let total = words.isEmpty ? 0 : size
    let paging = FlickrFixturePage(total: total, page: page, perPage: perPage)
    let body = Data(searchBody(for: words, paging: paging, total: total).utf8)
    return try FlickrResponseDecoder.searchResults(from: body, searchString: text)
  }

  func favoritesBody(ofPhoto photoID: String) throws(ServiceError) -> Data? {
    index(of: photoID).map { index in
      let total = Self.number(index, salt: 1) % 900
      return Data(
        """
        {"photo":{"person":[],"id":"\(photoID)","secret":"\(Self.secret(index))","server":"65535",\
        "farm":66,"page":1,"pages":\((total + 9) / 10),"perpage":10,"total":\(total)},"stat":"ok"}
        """.utf8)
    }
  }

  func infoBody(ofPhoto photoID: String) throws(ServiceError) -> Data? {
    index(of: photoID).map { index in
      let comments = Self.number(index, salt: 2) % 120
      return Data(
        """
        {"photo":{"id":"\(photoID)","secret":"\(Self.secret(index))","server":"65535","farm":66,\
        "comments":{"_content":"\(comments)"}},"stat":"ok"}
        """.utf8)
    }
  }

  /// The `flickr.photos.search` body of one page of the photos for `words`: only that
  /// page's photos are written, so a request pays for its own page.
  private func searchBody(for words: [String], paging: FlickrFixturePage, total: Int) -> String {
    let phrase = words.joined(separator: " ")
    let title = Self.jsonString(phrase.prefix(1).uppercased() + phrase.dropFirst())
    let tags = Self.jsonString(phrase + " generated")
    var body = """
      {"photos":{"page":\(paging.page),"pages":\(paging.pages),"perpage":\(paging.perPage),\
      "total":\(total),"photo":[
      """
    for index in paging.range {
      let owner = "\(10_000_000 + Self.number(index, salt: 3) % 90_000_000)@N0\(index % 9 + 1)"
      body += index == paging.range.lowerBound ? "\n" : ",\n"
      body += """
        {"id":"\(Self.firstID + index)","owner":"\(owner)","secret":"\(Self.secret(index))",\
        "server":"65535","farm":66,"title":\(title.dropLast()) #\(index + 1)","ispublic":1,\
        "isfriend":0,"isfamily":0,"tags":\(tags)}
        """
    }
    return body + "\n]},\"stat\":\"ok\"}"
  }

  /// The index of a generated photo id, nil for any other id.
  private func index(of photoID: String) -> Int? {
    guard let id = Int(photoID), (Self.firstID..<Self.firstID + size).contains(id) else {
      return nil
    }
    return id - Self.firstID
  }

  /// A photo's ten-hex-digit secret.
  private static func secret(_ index: Int) -> String {
    let hex = String(number(index, salt: 4) % 0xFF_FFFF_FFFF, radix: 16)
    return String(repeating: "0", count: max(0, 10 - hex.count)) + hex
  }

  /// A well-mixed number for photo `index` (SplitMix64's finaliser), one per `salt`.
  private static func number(_ index: Int, salt: UInt64) -> Int {
    var z = UInt64(index) &* 0x9E37_79B9_7F4A_7C15 &+ salt &* 0xD1B5_4A32_D192_ED03
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) >> 2)
  }

  /// `text` as a JSON string literal, quotes included.
  private static func jsonString(_ text: String) -> String {
    let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
