/// Rows of cells laid out in aligned columns within a width: every column but the last
/// as wide as its widest cell, the last one taking what is left and wrapping at word
/// boundaries, its continuation lines starting under it. When the columns before it
/// leave the last one too little room, the column before the last is narrowed; a cell
/// wider than its column then runs on, and the last cell follows it on the line when it
/// fits there, else moves below. When even narrowing leaves too little, the table
/// stacks: the last cell goes below the one before it, both wrapping under that column
/// (the last cell two columns further in).
/// Cells hold plain text (no escape sequences); `render(width:style:)` styles them.
public struct ColumnTable: Sendable {
  /// The rows, each a cell per column (missing cells are empty).
  public var rows: [[String]]
  /// What starts every line, usually spaces.
  public var indent: String
  /// What separates two columns.
  public var gap: String
  /// The fewest columns the last column is given before narrower ones give way.
  public var minimumLastWidth: Int

  /// A table of `rows`, lines starting with `indent`, columns `gap` apart.
  public init(
    rows: [[String]], indent: String = "  ", gap: String = "  ", minimumLastWidth: Int = 20
  ) {
    self.rows = rows
    self.indent = indent
    self.gap = gap
    self.minimumLastWidth = minimumLastWidth
  }

  /// Where a piece of a cell sits, for styling it.
  public struct Position: Sendable, Equatable {
    /// The row's index in `rows`.
    public let row: Int
    /// The column's index.
    public let column: Int
  }

  /// The table as lines of at most `width` columns. `style` is applied to each piece of
  /// a cell after layout, so escape sequences it adds take no room.
  public func render(
    width: Int, style: (String, Position) -> String = { text, _ in text }
  ) -> [String] {
    let columnCount = rows.map(\.count).max() ?? 0
    guard columnCount > 0 else { return [] }
    let layout = Layout(of: self, columnCount: columnCount, width: width)
    var lines: [String] = []
    for (rowIndex, row) in rows.enumerated() {
      let cells = (0..<columnCount).map { row.indices.contains($0) ? row[$0] : "" }
      let styled = { (text: String, column: Int) in
        text.isEmpty ? text : style(text, Position(row: rowIndex, column: column))
      }
      lines += layout.lines(of: cells, style: styled)
    }
    return lines
  }

  /// Where the columns sit for one width, and how a row is drawn in them.
  private struct Layout {
    let table: ColumnTable
    let width: Int
    /// The widths of every column but the last.
    var widths: [Int]
    /// Whether the last column goes under the one before it, on lines of its own,
    /// because beside it there would be too little room for either.
    var isStacked = false

    /// The fewest columns the column before the last keeps before the table stacks.
    static let minimumNarrowedWidth = 8
    /// How much further in than the column before it a stacked last cell starts.
    static let stackedIndent = 2

    init(of table: ColumnTable, columnCount: Int, width: Int) {
      self.table = table
      self.width = width
      let cellWidths = table.rows.map { row in row.map { DisplayWidth.columns(of: $0) } }
      widths = (0..<(columnCount - 1)).map { column in
        cellWidths.map { $0.indices.contains(column) ? $0[column] : 0 }.max() ?? 0
      }
      guard let narrowed = widths.indices.last else { return }
      let lastCells = table.rows.map { $0.count == columnCount ? $0[columnCount - 1] : "" }
      let lastNatural = lastCells.map { DisplayWidth.columns(of: $0) }.max() ?? 0
      let longestWord =
        lastCells.flatMap { $0.split(separator: " ") }.map { DisplayWidth.columns(of: $0) }
        .max() ?? 0
      let lastRoom = min(lastNatural, max(table.minimumLastWidth, longestWord))
      let available = width - start(of: narrowed) - gapWidth - lastRoom
      guard widths[narrowed] > available else { return }
      if available < Self.minimumNarrowedWidth {
        // Narrowing would leave too little of the column; a narrow one stays as it is.
        guard widths[narrowed] > Self.minimumNarrowedWidth else { return }
        isStacked = true
        widths[narrowed] = max(1, width - start(of: narrowed))
      } else {
        let fitting = cellWidths.map { $0.indices.contains(narrowed) ? $0[narrowed] : 0 }
          .filter { $0 <= available }.max()
        if let fitting {
          widths[narrowed] = fitting
        } else {
          // No cell would fit the narrowed column: every row would run on.
          isStacked = true
          widths[narrowed] = max(1, width - start(of: narrowed))
        }
      }
    }

    private var gapWidth: Int { DisplayWidth.columns(of: table.gap) }

    /// The column at which column `index` starts.
    func start(of index: Int) -> Int {
      widths.prefix(index).reduce(DisplayWidth.columns(of: table.indent)) { $0 + $1 + gapWidth }
    }

    /// The lines of one row. A cell too wide for its column (only the column before the
    /// last can have one) runs on, wrapping under its column, and the last cell follows
    /// it when it fits, else goes below; stacked, both wrap under the column before the
    /// last.
    func lines(of cells: [String], style: (String, Int) -> String) -> [String] {
      let lastColumn = cells.count - 1
      let narrowed = lastColumn - 1
      var line = table.indent
      for column in 0..<max(0, narrowed) {
        let fitted = TextFitting.truncated(cells[column], to: widths[column])
        let padding = widths[column] - DisplayWidth.columns(of: fitted)
        line += style(fitted, column) + String(repeating: " ", count: padding) + table.gap
      }
      let last = cells[lastColumn]
      guard narrowed >= 0 else {
        return TextFitting.wrapped(last, width: max(1, width - start(of: 0)))
          .enumerated().map { (($0.offset == 0 ? line : pad(start(of: 0))) + style($0.element, 0)) }
      }
      let lastStart = isStacked ? start(of: narrowed) + Self.stackedIndent : start(of: lastColumn)
      let lastLines =
        last.isEmpty ? [] : TextFitting.wrapped(last, width: max(1, width - lastStart))
      let below = lastLines.map { pad(lastStart) + style($0, lastColumn) }
      let cell = cells[narrowed]
      if isStacked {
        let cellLines = TextFitting.wrapped(cell, width: widths[narrowed])
        let first = trimmed(line + style(cellLines[0], narrowed))
        let rest = cellLines.dropFirst().map { pad(start(of: narrowed)) + style($0, narrowed) }
        return (first.isEmpty ? [] : [first]) + rest + below
      }
      let fits =
        TextFitting.prefix(of: cell[...], fittingIn: widths[narrowed]).endIndex == cell.endIndex
      if fits {
        let padding = widths[narrowed] - DisplayWidth.columns(of: cell)
        line += style(cell, narrowed) + String(repeating: " ", count: padding) + table.gap
        guard let first = lastLines.first else { return [trimmed(line)] }
        return [line + style(first, lastColumn)] + below.dropFirst()
      }
      // The cell runs on: over the rest of the line, wrapping under its own column.
      let cellLines = TextFitting.wrapped(cell, width: max(1, width - start(of: narrowed)))
      let first = line + style(cellLines[0], narrowed)
      let rest = cellLines.dropFirst().map { pad(start(of: narrowed)) + style($0, narrowed) }
      let lineWidth = start(of: narrowed) + DisplayWidth.columns(of: cellLines[0])
      if rest.isEmpty, !last.isEmpty,
        lineWidth + gapWidth + DisplayWidth.columns(of: last) <= width
      {
        return [first + table.gap + style(last, lastColumn)]
      }
      return [first] + rest + below
    }

    private func pad(_ count: Int) -> String { String(repeating: " ", count: count) }

    private func trimmed(_ line: String) -> String {
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
