/// Fits text into columns: cutting with `…`, padding, aligning and wrapping. Widths
/// are terminal columns (`DisplayWidth`: a CJK character or an emoji takes two); every
/// widget lays out through these so that lines never exceed the width they were given.
public enum TextFitting {
  /// `text` cut to `width` columns, ending in `…` when something was cut.
  public static func truncated(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard DisplayWidth.columns(of: text) > width else { return text }
    return String(prefix(of: text[...], fittingIn: width - 1)) + "…"
  }

  /// `text` cut or padded with spaces to exactly `width` columns.
  public static func padded(_ text: String, to width: Int) -> String {
    let fitted = truncated(text, to: width)
    return fitted + spaces(width - DisplayWidth.columns(of: fitted))
  }

  /// `text` cut or padded on the left to exactly `width` columns, so that it ends at
  /// the right edge.
  public static func rightAligned(_ text: String, to width: Int) -> String {
    let fitted = truncated(text, to: width)
    return spaces(width - DisplayWidth.columns(of: fitted)) + fitted
  }

  /// The longest start of `text` that takes at most `columns` columns.
  public static func prefix(of text: Substring, fittingIn columns: Int) -> Substring {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      used += DisplayWidth.columns(of: text[index])
      guard used <= columns else { break }
      end = text.index(after: index)
    }
    return text[..<end]
  }

  /// The longest end of `text` that takes at most `columns` columns.
  public static func suffix(of text: Substring, fittingIn columns: Int) -> Substring {
    var used = 0
    var start = text.endIndex
    while start > text.startIndex {
      let previous = text.index(before: start)
      used += DisplayWidth.columns(of: text[previous])
      guard used <= columns else { break }
      start = previous
    }
    return text[start...]
  }

  /// `text` broken into lines of at most `width` columns, at spaces where it can be;
  /// a word longer than a line is split.
  public static func wrapped(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = Substring(word)
      let lineColumns = DisplayWidth.columns(of: line)
      if !line.isEmpty, lineColumns + 1 + DisplayWidth.columns(of: word) <= width {
        line += " " + word
        continue
      }
      if !line.isEmpty { lines.append(line) }
      while DisplayWidth.columns(of: word) > width {
        // At least one character a line, even one wider than the line.
        let head = prefix(of: word, fittingIn: width)
        let cut = head.isEmpty ? word.prefix(1) : head
        lines.append(String(cut))
        word = word[cut.endIndex...]
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
      if let last = lines.last,
        DisplayWidth.columns(of: last) + 1 + DisplayWidth.columns(of: item) <= width
      {
        lines[lines.count - 1] = last + " " + item
      } else {
        lines.append(truncated(item, to: width))
      }
    }
    return lines
  }

  private static func spaces(_ count: Int) -> String {
    String(repeating: " ", count: max(0, count))
  }
}
