/// Fits text into columns: cutting with `…`, padding, aligning and wrapping. Widths
/// count characters; every widget lays out through these so that lines never exceed
/// the width they were given.
public enum TextFitting {
  /// `text` cut to `width` characters, ending in `…` when something was cut.
  public static func truncated(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard text.count > width else { return text }
    return String(text.prefix(width - 1)) + "…"
  }

  /// `text` cut or padded with spaces to exactly `width` characters.
  public static func padded(_ text: String, to width: Int) -> String {
    let fitted = truncated(text, to: width)
    return fitted + String(repeating: " ", count: max(0, width - fitted.count))
  }

  /// `text` cut or padded on the left to exactly `width` characters, so that it ends at
  /// the right edge.
  public static func rightAligned(_ text: String, to width: Int) -> String {
    let fitted = truncated(text, to: width)
    return String(repeating: " ", count: max(0, width - fitted.count)) + fitted
  }

  /// `text` broken into lines of at most `width` characters, at spaces where it can be;
  /// a word longer than a line is split.
  public static func wrapped(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = Substring(word)
      if !line.isEmpty, line.count + 1 + word.count <= width {
        line += " " + word
        continue
      }
      if !line.isEmpty { lines.append(line) }
      while word.count > width {
        lines.append(String(word.prefix(width)))
        word = word.dropFirst(width)
      }
      line = String(word)
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// `items` placed left to right, a space apart, starting a new line when the next
  /// one would not fit in `width`: how a row of buttons lays itself out.
  public static func flowed(_ items: [String], width: Int) -> [String] {
    var lines: [String] = []
    for item in items {
      if let last = lines.last, last.count + 1 + item.count <= width {
        lines[lines.count - 1] = last + " " + item
      } else {
        lines.append(truncated(item, to: width))
      }
    }
    return lines
  }
}
