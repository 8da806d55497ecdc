import TerminalText

/// A `Timeline` as an SVG picture, for slides: the same rows, axis and marks as the text
/// diagram, each value a marble at its exact time with its full text above it (on a
/// higher line when it would overlap a value close in time). A dropped
/// value is a red cross with its text struck through, a cancelled one a grey marble
/// with a slash, a held one a hollow marble. Deterministic: the same timeline gives the
/// same bytes.
public enum TimelineSVG {
  /// Pixels per row.
  static let rowHeight = 44
  /// Pixels above the first row, for the axis.
  static let axisHeight = 36
  /// Pixels per character of a label, roughly, in the font used.
  static let characterWidth = 7
  /// Pixels between two lines of labels, when values close in time need more than one.
  static let labelLineHeight = 14
  /// The fewest pixels between two labels on the same line.
  static let labelGap = 6

  /// The SVG document of `timeline`, `width` pixels wide.
  public static func document(of timeline: Timeline, width: Int = 800) -> String {
    let labels = timeline.rows.map { ControlCharacters.escaped($0.label) }
    let labelWidth =
      (labels.map { DisplayWidth.columns(of: $0) }.max() ?? 0) * characterWidth + 16
    let left = labelWidth + 8
    let trackWidth = max(100, width - left - 24)
    let axis = TimelineAxis(
      start: timeline.start, end: timeline.end, columns: trackWidth + 1, tickSpacing: 60)
    let fates = timeline.unusualFates
    let rows = timeline.rows.map { row in
      let marks = timeline.visibleMarks(of: row)
      let xs = marks.map { left + axis.column(of: $0.time) }
      let widths = marks.map { DisplayWidth.columns(of: labelText(of: $0)) * characterWidth }
      return (marks: marks, xs: xs, levels: labelLevels(centres: xs, widths: widths))
    }
    let rowTops = rows.reduce(into: [axisHeight]) { tops, row in
      tops.append(tops.last! + rowHeight + (row.levels.max() ?? 0) * labelLineHeight)
    }
    let bottom = rowTops.last!
    let height = bottom + (fates.isEmpty ? 8 : 32)
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(left + trackWidth + 24)\""
        + " height=\"\(height)\" font-family=\"Menlo, monospace\" font-size=\"12\">",
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
    ]
    for tick in axis.ticks {
      let x = left + tick.column
      lines.append(
        "<line x1=\"\(x)\" y1=\"22\" x2=\"\(x)\" y2=\"\(bottom)\"" + " stroke=\"#ddd\"/>")
      lines.append(
        "<text x=\"\(x)\" y=\"16\" text-anchor=\"middle\" fill=\"#666\">\(tick.label)</text>")
    }
    for (index, row) in rows.enumerated() {
      let y = rowTops[index + 1] - rowHeight / 2
      lines.append("<text x=\"8\" y=\"\(y + 4)\">\(xmlEscaped(labels[index]))</text>")
      lines.append(
        "<line x1=\"\(left)\" y1=\"\(y)\" x2=\"\(left + trackWidth)\" y2=\"\(y)\""
          + " stroke=\"#333\" stroke-width=\"2\"/>")
      for (markIndex, mark) in row.marks.enumerated() {
        lines += marble(
          mark, x: row.xs[markIndex], y: y, labelY: y - 12 - row.levels[markIndex] * labelLineHeight
        )
      }
    }
    if !fates.isEmpty {
      let legend = fates.map { legendText(for: $0) }.joined(separator: "   ")
      lines.append("<text x=\"8\" y=\"\(height - 12)\" fill=\"#666\">\(legend)</text>")
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The line a mark's label is written on, 0 right above the track and each next one
  /// `labelLineHeight` higher: the lowest line where the label clears the labels already
  /// there by `labelGap` pixels, so that values close in time never overlap.
  static func labelLevels(centres: [Int], widths: [Int]) -> [Int] {
    var rightEdges: [Int] = []
    return zip(centres, widths).map { centre, width in
      let leftEdge = centre - width / 2
      let level =
        rightEdges.firstIndex { $0 + labelGap <= leftEdge } ?? rightEdges.count
      if level == rightEdges.count { rightEdges.append(0) }
      rightEdges[level] = centre + (width + 1) / 2
      return level
    }
  }

  /// What a mark's label says.
  private static func labelText(of mark: Timeline.Mark) -> String {
    ControlCharacters.escaped(mark.text)
  }

  /// A mark's shape at (`x`, `y`) and its value's text at `labelY`.
  private static func marble(_ mark: Timeline.Mark, x: Int, y: Int, labelY: Int) -> [String] {
    let text = xmlEscaped(labelText(of: mark))
    let label = "<text x=\"\(x)\" y=\"\(labelY)\" text-anchor=\"middle\""
    switch mark.fate {
    case .passed:
      return [
        "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"6\" fill=\"#2a7ae2\" stroke=\"#333\"/>",
        label + ">\(text)</text>",
      ]
    case .held:
      return [
        "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"6\" fill=\"white\" stroke=\"#2a7ae2\""
          + " stroke-width=\"2\"/>",
        label + " fill=\"#2a7ae2\">\(text)</text>",
      ]
    case .dropped:
      return [
        "<path d=\"M\(x - 5) \(y - 5) L\(x + 5) \(y + 5) M\(x - 5) \(y + 5) L\(x + 5) \(y - 5)\""
          + " stroke=\"#c0392b\" stroke-width=\"2\"/>",
        label + " fill=\"#c0392b\" text-decoration=\"line-through\">\(text)</text>",
      ]
    case .cancelled:
      return [
        "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"6\" fill=\"#bbb\" stroke=\"#777\"/>",
        "<line x1=\"\(x - 6)\" y1=\"\(y + 6)\" x2=\"\(x + 6)\" y2=\"\(y - 6)\" stroke=\"#777\""
          + " stroke-width=\"2\"/>",
        label + " fill=\"#777\">\(text)</text>",
      ]
    }
  }

  private static func legendText(for fate: Timeline.Fate) -> String {
    switch fate {
    case .passed: "● passed"
    case .dropped: "× dropped"
    case .cancelled: "⊘ cancelled"
    case .held: "○ held"
    }
  }

  /// `text` safe inside an SVG element or attribute.
  static func xmlEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
