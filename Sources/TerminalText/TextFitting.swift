/// Fits text into columns: cutting with `…`, padding, aligning and wrapping. Widths
/// are terminal columns (`DisplayWidth`: a CJK character or an emoji takes two); every
/// widget lays out through these so that lines never exceed the width they were given.
public enum TextFitting {
  /// `text` cut to `width` columns, ending in `…` when something was cut. Reads no
  /// further into `text` than the cut, so a very long value is shortened quickly.
  public static func truncated(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    let head = prefix(of: text[...], fittingIn: width)
    guard head.endIndex < text.endIndex else { return text }
    return String(prefix(of: head, fittingIn: width - 1)) + "…"
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
    guard columns >= 0 else { return text[..<text.startIndex] }
    // Printable ASCII takes a column a character, and no character of it joins the next
    // unless the next is not ASCII (a combining mark): the run of it at the start is
    // measured in bytes, without asking Unicode's tables about each character.
    let ascii = DisplayWidth.printableASCIIPrefixCount(
      of: text, upTo: columns == .max ? columns : columns + 1)
    let runEndsText = ascii == text.utf8.count
    if runEndsText, ascii <= columns { return text }
    let sure = runEndsText ? ascii : max(0, ascii - 1)
    let start = min(sure, columns)
    let boundary = text.utf8.index(text.startIndex, offsetBy: start)
    // At the limit, a character that starts with printable ASCII takes a column too many.
    if start == columns, start < ascii { return text[..<boundary] }
    var used = start
    var end = boundary
    var index = boundary
    while index < text.endIndex {
      used += DisplayWidth.columns(of: text[index])
      guard used <= columns else { break }
      index = text.index(after: index)
      end = index
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

  /// `text` broken into lines of at most `width` columns, at spaces; a word is split
  /// only when it alone is wider than a line.
  public static func wrapped(_ text: String, width: Int) -> [String] {
    wrapped(text, firstWidth: width, restWidth: width)
  }

  /// `text` broken at spaces into a first line of at most `firstWidth` columns and
  /// further lines of at most `restWidth`: how a table cell or an indented paragraph
  /// wraps. Spaces between words on a line are kept as they were; spaces at a break, and
  /// at the start and end, are dropped.
  public static func wrapped(_ text: String, firstWidth: Int, restWidth: Int) -> [String] {
    guard firstWidth > 0, restWidth > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    var lineColumns = 0
    var spaces: Substring = ""
    var limit: Int { lines.isEmpty ? firstWidth : restWidth }
    var rest = text[...]
    while !rest.isEmpty {
      let gap = rest.prefix { $0 == " " }
      rest = rest[gap.endIndex...]
      var word = rest.prefix { $0 != " " }
      rest = rest[word.endIndex...]
      if !gap.isEmpty { spaces = gap }
      guard !word.isEmpty else { continue }
      let wordColumns = DisplayWidth.columns(of: word)
      let spaceColumns = spaces.count
      if !line.isEmpty, lineColumns + spaceColumns + wordColumns <= limit {
        line += spaces + word
        lineColumns += spaceColumns + wordColumns
        spaces = ""
        continue
      }
      spaces = ""
      if !line.isEmpty { lines.append(line) }
      // Looks no further into the word than a line, so a huge word wraps in linear time.
      while prefix(of: word, fittingIn: limit).endIndex < word.endIndex {
        // At least one character a line, even one wider than the line.
        let head = prefix(of: word, fittingIn: limit)
        let cut = head.isEmpty ? word.prefix(1) : head
        lines.append(String(cut))
        word = word[cut.endIndex...]
      }
      line = String(word)
      lineColumns = DisplayWidth.columns(of: word)
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// `text` wrapped line by line: each of its lines (at `\n`) wrapped to `width`,
  /// keeping the spaces it starts with; its continuation lines start with those spaces
  /// and then `indent`.
  public static func wrappedLines(_ text: String, width: Int, indent: String = "") -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      let lead = String(line.prefix { $0 == " " })
      let leadWidth = lead.count
      let hanging = lead + indent
      return wrapped(
        String(line.dropFirst(leadWidth)), firstWidth: max(1, width - leadWidth),
        restWidth: max(1, width - DisplayWidth.columns(of: hanging))
      ).enumerated().map { ($0.offset == 0 ? lead : hanging) + $0.element }
    }
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
