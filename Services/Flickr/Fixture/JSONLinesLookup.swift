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
      guard let offset = Self.firstOffset(of: needle, in: bytes) else { return nil }
      let newline = UInt8(ascii: "\n")
      let start = bytes[..<offset].lastIndex(of: newline).map { $0 + 1 } ?? 0
      let end = bytes[offset...].firstIndex(of: newline) ?? bytes.count
      return Data(bytes[start..<end])
    }
  }

  /// Where `needle` first starts in `bytes`: `memchr` finds each candidate first byte
  /// (fast in debug builds too), `memcmp` checks the rest.
  private static func firstOffset(of needle: [UInt8], in bytes: UnsafeRawBufferPointer) -> Int? {
    guard let first = needle.first, let base = bytes.baseAddress, bytes.count >= needle.count
    else { return nil }
    var start = 0
    let last = bytes.count - needle.count
    while start <= last,
      let found = memchr(base + start, Int32(first), last - start + 1)
    {
      let candidate = base.distance(to: UnsafeRawPointer(found))
      if memcmp(base + candidate, needle, needle.count) == 0 { return candidate }
      start = candidate + 1
    }
    return nil
  }
}
