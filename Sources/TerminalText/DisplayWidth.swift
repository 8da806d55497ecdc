/// How many terminal columns text takes, counted per character (grapheme cluster):
/// East Asian wide and fullwidth characters and emoji shown as pictures take two,
/// combining marks, zero-width and control characters none, style sequences (`ESC [ 1 m`)
/// none, everything else one.
public enum DisplayWidth {
  /// The columns `text` takes on a terminal.
  public static func columns(of text: some StringProtocol) -> Int {
    let ascii = printableASCIIPrefixCount(of: text, upTo: .max)
    if ascii == text.utf8.count { return ascii }
    var total = 0
    var style = StyleSequenceState.outside
    for character in text {
      style = style.next(after: character)
      if style == .outside { total += columns(of: character) }
    }
    return total
  }

  /// Where a count stands in a select-graphic-rendition sequence (`ESC [ 1 ; 31 m`), whose
  /// characters a terminal acts on and never shows.
  private enum StyleSequenceState {
    case outside, escaped, parameters, ended

    /// The state after `character`: `ended` on the sequence's closing `m`, `outside` for a
    /// character shown.
    func next(after character: Character) -> Self {
      switch (self, character) {
      case (_, "\u{1B}"): .escaped
      case (.escaped, "["): .parameters
      case (.parameters, "m"): .ended
      case (.parameters, ";"), (.parameters, "0"..."9"): .parameters
      default: .outside
      }
    }
  }

  /// How many bytes at the start of `text` are printable ASCII (space to `~`), counting
  /// no further than `limit`: each is one character of one column.
  static func printableASCIIPrefixCount(of text: some StringProtocol, upTo limit: Int) -> Int {
    var count = 0
    for byte in text.utf8 {
      guard count < limit, (0x20...0x7E).contains(byte) else { break }
      count += 1
    }
    return count
  }

  /// The columns `character` takes on a terminal: 0, 1 or 2.
  public static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.allSatisfy(isZeroWidth) { return 0 }
    if scalars.contains(where: \.properties.isEmojiPresentation) { return 2 }
    if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
    return isWide(first) ? 2 : 1
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: return scalar.value == 0x200B
    }
  }

  /// The East Asian Wide and Fullwidth blocks (Unicode's EastAsianWidth W and F).
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    wideRanges.contains { $0.contains(scalar.value) }
  }
}
