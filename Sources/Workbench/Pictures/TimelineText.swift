import TerminalText

/// A `Timeline` drawn as text, a marble diagram: a line of tick labels and the axis,
/// then one line per row, its label and its track with each value written where it
/// happened. A value is cut to the room before the next one (at least one column, so a
/// burst drifts right rather than hiding values; a number with no room for the ellipsis
/// is drawn as one, since its first digits would read as another number), and a row with a
/// cut value gets a line in the legend underneath with each of its values in full and its
/// time. A value that was dropped, cancelled or held is marked with a symbol, explained
/// last.
public enum TimelineText {
  /// The diagram as lines of at most `width` columns, in `style`.
  public static func lines(of timeline: Timeline, width: Int, style: PictureStyle) -> [String] {
    let width = max(24, width)
    let labels = timeline.rows.map { ControlCharacters.escaped($0.label) }
    let labelWidth = min(width / 2, labels.map { DisplayWidth.columns(of: $0) }.max() ?? 0)
    let gutter = labelWidth + 2
    let axis = TimelineAxis(start: timeline.start, end: timeline.end, columns: width - gutter)
    let margin = String(repeating: " ", count: gutter)
    var lines = [margin + tickLabels(axis), margin + axisLine(axis, style: style)]
    var legend: [String] = []
    for (row, label) in zip(timeline.rows, labels) {
      let label = TextFitting.padded(fitted(label, room: labelWidth, style: style), to: gutter)
      let marks = timeline.visibleMarks(of: row)
      let track = self.track(marks, axis: axis, style: style)
      lines.append(label + track.text)
      if track.isAbbreviated {
        let entries = marks.enumerated().map { index, mark in
          TimelineAxis.seconds(mark.time, decimals: 3) + " " + style.symbol(for: mark.fate)
            + ControlCharacters.escaped(mark.text) + (index + 1 < marks.count ? style.entryEnd : "")
        }
        let room = width - gutter
        legend += TextFitting.flowed(
          entries.map { fitted($0, room: room, style: style) }, width: room
        ).enumerated().map {
          index, line in (index == 0 ? label : margin) + line
        }
      }
    }
    if !legend.isEmpty { lines += [""] + legend }
    let fates = timeline.unusualFates
    if !fates.isEmpty {
      lines.append("")
      lines += TextFitting.wrapped(
        fates.map { style.symbol(for: $0) + " " + name(of: $0) }.joined(separator: "   "),
        width: width)
    }
    return lines.map { trimmedTrailingSpaces($0) }
  }

  /// The tick labels, each starting at its tick's column, left out where it would touch
  /// the one before or run past the end.
  private static func tickLabels(_ axis: TimelineAxis) -> String {
    var line = ""
    for tick in axis.ticks {
      let current = DisplayWidth.columns(of: line)
      let labelWidth = DisplayWidth.columns(of: tick.label)
      let start = min(tick.column, axis.columns - labelWidth)
      guard current == 0 || start > current else { continue }
      line += String(repeating: " ", count: start - current) + tick.label
    }
    return line
  }

  /// The axis: the track character with a tick at each tick's column.
  private static func axisLine(_ axis: TimelineAxis, style: PictureStyle) -> String {
    var cells = Array(repeating: style.track, count: axis.columns)
    for tick in axis.ticks {
      cells[tick.column] = tick.column == 0 ? style.firstTick : style.tick
    }
    return String(cells)
  }

  /// One row's track, and whether a value on it had to be cut.
  private static func track(_ marks: [Timeline.Mark], axis: TimelineAxis, style: PictureStyle)
    -> (text: String, isAbbreviated: Bool)
  {
    var cells: [String] = Array(repeating: String(style.track), count: axis.columns)
    var nextFree = 0
    var isAbbreviated = false
    let columns = marks.map { axis.column(of: $0.time) }
    for (index, mark) in marks.enumerated() {
      let start = max(columns[index], nextFree)
      guard start < axis.columns else {
        isAbbreviated = true
        break
      }
      let following = index + 1 < marks.count ? columns[index + 1] - 1 : axis.columns
      let room = max(1, min(axis.columns, following) - start)
      let full = style.symbol(for: mark.fate) + ControlCharacters.escaped(mark.text)
      let shown = shownMark(mark, full: full, room: room, style: style)
      if shown != full { isAbbreviated = true }
      var column = start
      for character in shown {
        let characterWidth = DisplayWidth.columns(of: character)
        guard column + characterWidth <= axis.columns else { break }
        cells[column] = String(character)
        for covered in column + 1..<column + characterWidth { cells[covered] = "" }
        column += characterWidth
      }
      nextFree = column + 1
    }
    return (cells.joined(), isAbbreviated)
  }

  /// What a mark draws in `room` columns: `full` cut to fit, except that a number cut
  /// to fewer than three columns has no room for the ellipsis and would read as another
  /// number (`13` as `1`), so it is drawn as an ellipsis after its fate's symbol, and the
  /// legend gives its value.
  private static func shownMark(
    _ mark: Timeline.Mark, full: String, room: Int, style: PictureStyle
  ) -> String {
    guard room < 3, DisplayWidth.columns(of: full) > room, Double(mark.text) != nil else {
      return fitted(full, room: room, style: style)
    }
    return fitted(style.symbol(for: mark.fate) + style.ellipsis, room: room, style: style)
  }

  /// `text` cut to `room` columns, with an ellipsis when at least two characters stay.
  private static func fitted(_ text: String, room: Int, style: PictureStyle) -> String {
    guard DisplayWidth.columns(of: text) > room else { return text }
    guard room >= 3 else { return String(TextFitting.prefix(of: text[...], fittingIn: room)) }
    return String(TextFitting.prefix(of: text[...], fittingIn: room - 1)) + style.ellipsis
  }

  private static func name(of fate: Timeline.Fate) -> String {
    switch fate {
    case .passed: "passed"
    case .dropped: "dropped"
    case .cancelled: "cancelled"
    case .held: "held"
    }
  }

  private static func trimmedTrailingSpaces(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}
