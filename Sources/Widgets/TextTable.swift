import ReactiveCore
import TerminalText

/// A table: a header line (unless `showsHeader` is false), then one line per row with
/// the cells in columns, and under a row its `note`, if any. The first column takes the
/// room the others leave; at most `rowLimit` rows are drawn, then `… N more`. Control
/// characters in cells are shown escaped, and long cells are cut before layout.
public final class TextTable: TextWidget {
  /// One column: its header and which side its cells keep to.
  public struct Column: Sendable {
    /// The header.
    public let title: String
    /// Whether cells end at the right edge, as numbers do.
    public let isRightAligned: Bool

    /// A column headed `title`.
    public init(_ title: String, rightAligned: Bool = false) {
      self.title = title
      self.isRightAligned = rightAligned
    }
  }

  /// One row: a cell per column and an optional line drawn under it.
  public struct Row: Equatable, Sendable {
    /// The cells, one per column.
    public let cells: [String]
    /// A line under the row, such as why it failed.
    public let note: String?

    /// A row of `cells` with `note` under it.
    public init(_ cells: [String], note: String? = nil) {
      self.cells = cells
      self.note = note
    }
  }

  /// The columns, left to right.
  public let columns: [Column]
  /// The rows, in order.
  public let rows = MutableProperty<[Row]>([])
  /// The most rows drawn.
  public let rowLimit: Int
  /// Whether the header line is drawn.
  public let showsHeader: Bool
  /// What an empty table shows.
  public let emptyText: String

  /// An empty table with `columns`.
  public init(columns: [Column], rowLimit: Int, showsHeader: Bool = true, emptyText: String = "") {
    self.columns = columns
    self.rowLimit = rowLimit
    self.showsHeader = showsHeader
    self.emptyText = emptyText
  }

  /// The header and rows as lines of exactly `width` columns.
  public func render(width: Int) -> [String] {
    let rows = rows.value
    guard !rows.isEmpty else { return emptyText.isEmpty ? [] : [emptyText] }
    let shown = rows.prefix(rowLimit).map { row in
      Row(
        row.cells.map { ControlCharacters.escaped($0, limit: width + 1) },
        note: row.note.map { ControlCharacters.escaped($0, limit: width + 1) })
    }
    let widths = columnWidths(for: shown, width: width)
    var lines = showsHeader ? [line(columns.map(\.title), widths)] : []
    for row in shown {
      lines.append(line(row.cells, widths))
      if let note = row.note {
        lines.append(TextFitting.padded("  " + note, to: width))
      }
    }
    if rows.count > rowLimit {
      lines.append(TextFitting.padded("… \(rows.count - rowLimit) more", to: width))
    }
    return lines
  }

  private func columnWidths(for rows: [Row], width: Int) -> [Int] {
    let fixed = columns.indices.dropFirst().map { index in
      rows.map {
        $0.cells.indices.contains(index) ? DisplayWidth.columns(of: $0.cells[index]) : 0
      }
      .reduce(showsHeader ? DisplayWidth.columns(of: columns[index].title) : 0, max)
    }
    let first = max(1, width - fixed.reduce(0, +) - fixed.count)
    return [first] + fixed
  }

  private func line(_ cells: [String], _ widths: [Int]) -> String {
    zip(columns, widths).enumerated().map { index, column in
      let cell = cells.indices.contains(index) ? cells[index] : ""
      return column.0.isRightAligned
        ? TextFitting.rightAligned(cell, to: column.1) : TextFitting.padded(cell, to: column.1)
    }.joined(separator: " ")
  }
}
