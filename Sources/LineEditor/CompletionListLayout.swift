import TerminalText

/// The columns a second Tab lists the candidates in, laid out as libedit lays them out
/// (sorted bytewise, filled column by column, each column one wider than the widest
/// entry, a space between columns) but measured in terminal columns rather than bytes, so
/// that an entry with `…` or another multi-byte character keeps its column straight.
enum CompletionListLayout {
  /// The listing's lines for `candidates` on a terminal `width` columns wide, without
  /// trailing spaces.
  static func lines(for candidates: [String], width: Int) -> [String] {
    guard !candidates.isEmpty else { return [] }
    let sorted = candidates.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let entryWidth = (sorted.map { DisplayWidth.columns(of: $0) }.max() ?? 0) + 1
    let columnCount = max(1, width / (entryWidth + 2))
    let lineCount = (sorted.count + columnCount - 1) / columnCount
    return (0..<lineCount).map { line in
      let entries = stride(from: line, to: sorted.count, by: lineCount).map { sorted[$0] }
      let padded = entries.map { entry in
        entry + String(repeating: " ", count: entryWidth - DisplayWidth.columns(of: entry))
      }
      let text = padded.joined(separator: " ")
      return String(
        text[..<(text.lastIndex { $0 != " " }.map(text.index(after:)) ?? text.startIndex)])
    }
  }
}
