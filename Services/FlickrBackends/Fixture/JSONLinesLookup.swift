import Foundation

/// Finds one line of a JSON Lines text by a byte pattern, without splitting or decoding
/// the rest: the search runs over the bytes, and only the matching line is copied out.
struct JSONLinesLookup {
  private let text: Data

  /// A lookup over `text`, one JSON document a line.
  init(_ text: Data) {
    self.text = text
  }

  /// The first line containing `pattern`, or nil when none does.
  func line(containing pattern: String) -> Data? {
    let needle = Array(pattern.utf8)
    return text.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Data? in
      guard let offset = ByteSearch.firstOffset(of: needle, in: bytes) else { return nil }
      let newline = UInt8(ascii: "\n")
      let start = bytes[..<offset].lastIndex(of: newline).map { $0 + 1 } ?? 0
      let end = bytes[offset...].firstIndex(of: newline) ?? bytes.count
      return Data(bytes[start..<end])
    }
  }
}
