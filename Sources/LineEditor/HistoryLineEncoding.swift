/// How one history entry is written as one line of the history file, compatible with the
/// files libedit's `write_history` wrote: whitespace, control characters and backslashes
/// as `\` and three octal digits (`\040` for a space), other bytes as they are.
enum HistoryLineEncoding {
  /// The first line of a history file; libedit refuses a file without it.
  static let header = "_HiStOrY_V2_"

  /// `entry` as one line of the file, without its newline.
  static func encode(_ entry: String) -> String {
    var encoded: [UInt8] = []
    for byte in entry.utf8 {
      if byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") {
        encoded.append(UInt8(ascii: "\\"))
        encoded.append(contentsOf: [byte >> 6, (byte >> 3) & 7, byte & 7].map { $0 + 0x30 })
      } else {
        encoded.append(byte)
      }
    }
    return String(decoding: encoded, as: UTF8.self)
  }

  /// The entry a line of the file holds. Reads the escapes libedit writes (`\040`, `\\`,
  /// C-style `\n`, `\^X`, `\M-X`); an escape it does not know stands for its character.
  static func decode(_ line: Substring) -> String {
    var bytes = Array(line.utf8)[...]
    var decoded: [UInt8] = []
    func isOctal(_ byte: UInt8?) -> Bool { byte.map { (0x30...0x37).contains($0) } ?? false }
    func control(_ byte: UInt8) -> UInt8 { byte == UInt8(ascii: "?") ? 0x7F : byte & 0x1F }
    while let byte = bytes.popFirst() {
      guard byte == UInt8(ascii: "\\"), let next = bytes.first else {
        decoded.append(byte)
        continue
      }
      let rest = Array(bytes.prefix(4))
      if rest.count >= 3, rest[0...2].allSatisfy({ isOctal($0) }) {
        decoded.append((rest[0] - 0x30) << 6 | (rest[1] - 0x30) << 3 | (rest[2] - 0x30))
        bytes.removeFirst(3)
      } else if next == UInt8(ascii: "^"), rest.count >= 2 {
        decoded.append(control(rest[1]))
        bytes.removeFirst(2)
      } else if next == UInt8(ascii: "M"), rest.count >= 3, rest[1] == UInt8(ascii: "-") {
        decoded.append(rest[2] | 0x80)
        bytes.removeFirst(3)
      } else if next == UInt8(ascii: "M"), rest.count >= 3, rest[1] == UInt8(ascii: "^") {
        decoded.append(control(rest[2]) | 0x80)
        bytes.removeFirst(3)
      } else {
        let named: [UInt8: UInt8] = [
          UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D,
          UInt8(ascii: "s"): 0x20, UInt8(ascii: "b"): 0x08, UInt8(ascii: "a"): 0x07,
          UInt8(ascii: "v"): 0x0B, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "E"): 0x1B,
          UInt8(ascii: "0"): 0x00,
        ]
        decoded.append(named[next] ?? next)
        bytes.removeFirst()
      }
    }
    return String(decoding: decoded, as: UTF8.self)
  }
}
