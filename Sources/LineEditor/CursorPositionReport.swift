/// A terminal's answer to `ESC [ 6 n` (where is the cursor?): `ESC [ row ; column R`,
/// which arrives on standard input among the keys typed.
struct CursorPositionReport: Equatable {
  /// The cursor's row, from 1.
  let row: Int
  /// The cursor's column, from 1.
  let column: Int

  /// The question to write to the terminal.
  static let request = "\u{1B}[6n"

  /// Removes the first report from `bytes` and returns it; nil, leaving `bytes` as they
  /// were, when they hold no complete report.
  static func take(from bytes: inout [UInt8]) -> CursorPositionReport? {
    var start = bytes.startIndex
    while let escape = bytes[start...].firstIndex(of: 0x1B) {
      start = escape + 1
      var index = escape + 1
      guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "[") else { continue }
      index += 1
      func number() -> Int? {
        var value = 0
        let first = index
        while index < bytes.endIndex, (0x30...0x39).contains(bytes[index]), value < 100_000 {
          value = value * 10 + Int(bytes[index] - 0x30)
          index += 1
        }
        return index > first ? value : nil
      }
      guard let row = number(), index < bytes.endIndex, bytes[index] == UInt8(ascii: ";") else {
        continue
      }
      index += 1
      guard let column = number(), index < bytes.endIndex, bytes[index] == UInt8(ascii: "R")
      else { continue }
      bytes.removeSubrange(escape...index)
      return CursorPositionReport(row: row, column: column)
    }
    return nil
  }
}
