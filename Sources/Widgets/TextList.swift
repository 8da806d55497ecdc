import ReactiveCore
import TerminalText

/// A list of rows, each a text of one or more paragraphs (separated by `\n`) wrapped
/// over at most `linesPerRow` lines. At most `rowLimit` rows are drawn, then `… N more`;
/// an empty list draws its `emptyText`. Other control characters are shown escaped, and
/// a long row is cut before it is wrapped.
public final class TextList: TextWidget {
  /// The rows, in order.
  public let rows = MutableProperty<[String]>([])
  /// The most rows drawn.
  public let rowLimit: Int
  /// The most lines one row takes; a row cut short ends in `…`.
  public let linesPerRow: Int
  /// What an empty list shows.
  public let emptyText: String

  /// An empty list drawing at most `rowLimit` rows of at most `linesPerRow` lines.
  public init(rowLimit: Int, linesPerRow: Int = 1, emptyText: String = "") {
    self.rowLimit = rowLimit
    self.linesPerRow = linesPerRow
    self.emptyText = emptyText
  }

  /// The rows as lines of at most `width` columns; continuation lines are indented.
  public func render(width: Int) -> [String] {
    let rows = rows.value
    guard !rows.isEmpty else { return emptyText.isEmpty ? [] : [emptyText] }
    var lines = rows.prefix(rowLimit).flatMap { self.lines(of: $0, width: width) }
    if rows.count > rowLimit { lines.append("… \(rows.count - rowLimit) more") }
    return lines
  }

  private func lines(of row: String, width: Int) -> [String] {
    let paragraphs = row.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix(linesPerRow + 1)
    let room = (linesPerRow + 1) * max(1, width)
    var lines: [String] = []
    for (index, paragraph) in paragraphs.enumerated() {
      let indent = index == 0 ? "" : "  "
      let shown = ControlCharacters.escaped(String(paragraph), limit: room)
      lines += TextFitting.wrapped(shown, width: width - indent.count).map {
        indent + $0
      }
    }
    guard lines.count > linesPerRow else { return lines }
    let kept = Array(lines.prefix(linesPerRow))
    return kept.dropLast() + [TextFitting.truncated(kept[kept.count - 1] + " …", to: width)]
  }
}
