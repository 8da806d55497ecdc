import TerminalText

/// What `view` printed (a screen, or its bindings) as an SVG picture, for slides: each
/// line a line of monospace text on a white page, frames and all, in the columns the
/// terminal showed. Deterministic: the same text gives the same bytes.
enum ScreenSVG {
  /// Pixels per line.
  static let lineHeight = 18
  /// Pixels per column, in the font used.
  static let columnWidth = 8
  /// Pixels around the text.
  static let margin = 12

  /// The SVG document of `text`, one line of the picture per line of the text.
  static func document(of text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      ControlCharacters.escaped(String($0))
    }
    let columns = lines.map { DisplayWidth.columns(of: $0) }.max() ?? 0
    let width = 2 * margin + columns * columnWidth
    let height = 2 * margin + lines.count * lineHeight
    var document = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
        + " font-family=\"Menlo, DejaVu Sans Mono, monospace\" font-size=\"13\">",
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
    ]
    for (index, line) in lines.enumerated() where !line.isEmpty {
      let y = margin + index * lineHeight + lineHeight - 5
      // Each line is laid out to its columns, so box-drawing frames meet whatever the
      // font's own advance.
      let length = DisplayWidth.columns(of: line) * columnWidth
      document.append(
        "<text x=\"\(margin)\" y=\"\(y)\" xml:space=\"preserve\" textLength=\"\(length)\""
          + " lengthAdjust=\"spacingAndGlyphs\">\(TimelineSVG.xmlEscaped(line))</text>")
    }
    document.append("</svg>")
    return document.joined(separator: "\n") + "\n"
  }
}
