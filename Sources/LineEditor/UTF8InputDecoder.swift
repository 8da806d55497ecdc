/// Turns bytes read from the terminal into Unicode scalars, one at a time.
///
/// libedit's `rl_getc_function` must return a whole character (a `wchar_t`), so the custom
/// input function decodes UTF-8 itself. Invalid bytes become U+FFFD; an incomplete sequence
/// waits for more bytes.
struct UTF8InputDecoder {
  private var bytes: [UInt8] = []

  /// Whether any undecoded byte is waiting.
  var isEmpty: Bool { bytes.isEmpty }

  /// Adds bytes read from the terminal.
  mutating func append<Bytes: Sequence>(_ newBytes: Bytes) where Bytes.Element == UInt8 {
    bytes.append(contentsOf: newBytes)
  }

  /// Drops everything buffered (typed-ahead input of a cancelled line).
  mutating func reset() {
    bytes.removeAll()
  }

  /// The next complete scalar, or nil when more bytes are needed.
  mutating func next() -> Unicode.Scalar? {
    guard let lead = bytes.first else { return nil }
    let length: Int
    switch lead {
    case 0x00...0x7F: length = 1
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default:
      bytes.removeFirst()
      return "\u{FFFD}"
    }
    let available = min(length, bytes.count)
    // A continuation byte missing in what is already here makes the lead byte invalid.
    if let bad = bytes[1..<available].firstIndex(where: { $0 & 0xC0 != 0x80 }) {
      bytes.removeFirst(bad)
      return "\u{FFFD}"
    }
    guard bytes.count >= length else { return nil }
    let sequence = bytes[0..<length]
    bytes.removeFirst(length)
    var decoded = String(decoding: sequence, as: UTF8.self).unicodeScalars.makeIterator()
    return decoded.next() ?? "\u{FFFD}"
  }
}
