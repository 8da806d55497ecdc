import Foundation

/// Finding a byte string inside bytes: `memchr` finds each candidate first byte, `memcmp`
/// checks the rest. Fast in debug builds too, and free of the generic, locale-aware
/// string searches (`String.contains`, `firstRange(of:)`) that dominated the fixture's
/// searches.
enum ByteSearch {
  /// Where `needle` first starts in `bytes`, or nil.
  static func firstOffset(of needle: [UInt8], in bytes: UnsafeRawBufferPointer) -> Int? {
    guard let first = needle.first, let base = bytes.baseAddress, bytes.count >= needle.count
    else { return nil }
    var start = 0
    let last = bytes.count - needle.count
    while start <= last, let found = memchr(base + start, Int32(first), last - start + 1) {
      let candidate = base.distance(to: UnsafeRawPointer(found))
      if memcmp(base + candidate, needle, needle.count) == 0 { return candidate }
      start = candidate + 1
    }
    return nil
  }

  /// Whether `text`'s UTF-8 contains `needle`.
  static func contains(_ needle: [UInt8], in text: String) -> Bool {
    var text = text
    return text.withUTF8 { firstOffset(of: needle, in: UnsafeRawBufferPointer($0)) != nil }
  }
}
