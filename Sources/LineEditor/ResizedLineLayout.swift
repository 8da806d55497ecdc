/// Where the cursor is, in rows below the prompt's first row, in a line the terminal shows
/// wrapped over several rows; and after a resize, which of the two ways terminals treat
/// such a line applies. Most (tmux, VTE, kitty, iTerm2) re-wrap it at the new width; some
/// (xterm, the Linux console) keep its rows as they were, cut at the new width. The column
/// the terminal reports for the cursor tells them apart.
enum ResizedLineLayout {
  /// The rows above the cursor when `columnsBeforeCursor` columns (prompt and line) wrap at
  /// `width`. At an exact multiple of the width the cursor may still sit on the full row,
  /// so it counts one row fewer there (leaving a stale row rather than erasing output).
  static func rowsAbove(columnsBeforeCursor: Int, width: Int) -> Int {
    max(0, columnsBeforeCursor - 1) / max(1, width)
  }

  /// The rows above the cursor after the terminal went from `drawnWidth`, the width the
  /// line was drawn at, to `width`, given the cursor's 1-based column as the terminal
  /// reported it (nil when it did not answer): the kept rows when the column is where they
  /// would leave it and not where re-wrapping would, else the re-wrapped rows.
  static func rowsAbove(
    columnsBeforeCursor: Int, drawnWidth: Int, width: Int, reportedColumn: Int?
  ) -> Int {
    let rewrapped = rowsAbove(columnsBeforeCursor: columnsBeforeCursor, width: width)
    guard let reportedColumn, drawnWidth != width, drawnWidth > 0, width > 0 else {
      return rewrapped
    }
    let rewrappedColumn = columnsBeforeCursor % width
    let keptColumn = min(columnsBeforeCursor % drawnWidth, width - 1)
    guard reportedColumn - 1 == keptColumn, keptColumn != rewrappedColumn else { return rewrapped }
    return rowsAbove(columnsBeforeCursor: columnsBeforeCursor, width: drawnWidth)
  }
}
