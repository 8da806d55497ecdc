/// A fenced code block of a Markdown page: an opening line of three or more backticks
/// (indented when the block is inside a list item), the lines inside, and a closing line
/// of as many backticks.
struct MarkdownFence {
  /// The spaces before the opening backticks; the lines inside lose as many.
  let indent: Int
  /// The backticks that open the block.
  let marker: String

  /// The fence `line` opens, or nil when it opens none.
  init?(opening line: String) {
    let indent = line.prefix { $0 == " " }.count
    let marker = line.dropFirst(indent).prefix { $0 == "`" }
    guard marker.count >= 3 else { return nil }
    self.indent = indent
    self.marker = String(marker)
  }

  /// The lines inside the block opened at `lines[opening]`, each with its line number
  /// (1-based) and without the block's indent, and the index of the closing line (the
  /// last line when the block is never closed).
  func body(of lines: [String], after opening: Int) -> (
    lines: [(number: Int, text: String)], end: Int
  ) {
    var body: [(number: Int, text: String)] = []
    var index = opening + 1
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix(marker), trimmed.allSatisfy({ $0 == "`" }) { return (body, index) }
      let spaces = min(indent, line.prefix { $0 == " " }.count)
      body.append((index + 1, String(line.dropFirst(spaces))))
      index += 1
    }
    return (body, lines.count - 1)
  }
}
