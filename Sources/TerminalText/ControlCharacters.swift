/// Shows control characters visibly, so that text from elsewhere (a server's title, a
/// tweet, an error message) can never move the cursor, retitle or clear the terminal,
/// or start a line of its own that looks like the shell's output.
///
/// The notation, for every C0 control, DEL, every C1 control and the bidirectional
/// embedding, override and isolate controls (U+202A…U+202E, U+2066…U+2069, which make a
/// terminal show text in another order than it was sent, the "Trojan Source" trick):
/// `\e` (ESC), `\n` (LF), `\r` (CR), `\t` (TAB), and `\u{X}` with the scalar's hex
/// value for the rest (`\u{0}`, `\u{7}`, `\u{7f}`, `\u{9b}`, `\u{202e}`). Nothing else
/// changes (the invisible direction marks U+200E and U+200F, which move nothing, stay);
/// a backslash is escaped only where text is quoted (`ValueFormatter.quoted`).
public enum ControlCharacters {
  /// Whether `scalar` is a C0 control, DEL, a C1 control or a bidirectional formatting
  /// control.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }

  /// `text` with every control character written in the visible notation above.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result.append(contentsOf: escape(scalar).unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// The first `limit` characters of `text` escaped, followed by `…` when `text` is
  /// longer: how a value that may be huge is made ready for layout without escaping or
  /// measuring all of it.
  public static func escaped(_ text: String, limit: Int) -> String {
    let head = text.prefix(max(0, limit))
    let shown = escaped(String(head))
    return head.endIndex == text.endIndex ? shown : shown + "…"
  }

  /// `line` made safe to print as one line: like `escaped`, except that colour and
  /// style sequences (`ESC [ digits ; … m`, which only change how text looks) are kept.
  /// The shell's own styles pass; anything that moves, erases or ends a line does not.
  public static func safeLine(_ line: String) -> String {
    guard line.unicodeScalars.contains(where: isControl) else { return line }
    var result = String.UnicodeScalarView()
    var scalars = line.unicodeScalars[...]
    while let scalar = scalars.first {
      if scalar == "\u{1B}", let style = styleSequence(at: scalars) {
        result.append(contentsOf: style)
        scalars = scalars.dropFirst(style.count)
        continue
      }
      if isControl(scalar) {
        result.append(contentsOf: escape(scalar).unicodeScalars)
      } else {
        result.append(scalar)
      }
      scalars = scalars.dropFirst()
    }
    return String(result)
  }

  /// The visible form of one control character.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\u{1B}": return "\\e"
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    default: return "\\u{\(String(scalar.value, radix: 16))}"
    }
  }

  /// The select-graphic-rendition sequence starting at `scalars`, if one does.
  private static func styleSequence(
    at scalars: Substring.UnicodeScalarView
  ) -> Substring.UnicodeScalarView? {
    var index = scalars.index(after: scalars.startIndex)
    guard index < scalars.endIndex, scalars[index] == "[" else { return nil }
    index = scalars.index(after: index)
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if scalar == "m" { return scalars[...index] }
      guard scalar == ";" || ("0"..."9").contains(scalar) else { return nil }
      index = scalars.index(after: index)
    }
    return nil
  }
}
