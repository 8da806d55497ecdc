/// The lines of a script file, read the way standard input is read line by line: split at
/// each newline, a carriage return before it dropped (CRLF files), bytes that are not
/// valid UTF-8 replaced with U+FFFD rather than refused.
enum ScriptText {
  /// The lines of `data`; a final newline does not start another, empty, line.
  static func lines<Bytes: BidirectionalCollection<UInt8>>(of data: Bytes) -> [String] {
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { line in
        let content = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        return String(decoding: content, as: UTF8.self)
      }
    if lines.last == "" {
      lines.removeLast()
    }
    return lines
  }
}
