import Testing

@testable import TerminalText

@Suite("Text fits the columns it is given")
struct TextFittingTests {
  /// Texts where counting bytes would go wrong: a combining mark after ASCII, CR LF,
  /// control and zero-width characters, emoji, wide characters, and plain ASCII.
  static let trickyTexts = [
    "plain ascii text", "cafe\u{301}s", "e\u{301}", "a\r\nb", "tab\there", "\u{301}abc",
    "ok 👍🏽 done", "日本語 text", "a\u{200B}b", "x\u{FE0F}y", "", "abc\u{1F1EB}\u{1F1F7}",
    "ab\u{7F}cd", "\u{0}zero",
  ]

  @Test("measuring ASCII by bytes cuts where measuring character by character does")
  func asciiFastPathMatchesCharacters() {
    func reference(_ text: Substring, _ columns: Int) -> Substring {
      var used = 0
      var end = text.startIndex
      for index in text.indices {
        used += DisplayWidth.columns(of: text[index])
        guard used <= columns else { break }
        end = text.index(after: index)
      }
      return text[..<end]
    }
    for text in Self.trickyTexts {
      #expect(
        DisplayWidth.columns(of: text) == text.reduce(0) { $0 + DisplayWidth.columns(of: $1) },
        "\(text.debugDescription)")
      for columns in -1...(text.count * 2 + 2) {
        #expect(
          TextFitting.prefix(of: text[...], fittingIn: columns) == reference(text[...], columns),
          "\(text.debugDescription) in \(columns) columns")
      }
    }
  }

  @Test("words wrap at spaces, never inside a word that fits a line")
  func wrapsAtWords() {
    let text = "Tells whether the list empties or fills as results arrive"
    let lines = TextFitting.wrapped(text, width: 20)
    #expect(lines == ["Tells whether the", "list empties or", "fills as results", "arrive"])
    #expect(lines.joined(separator: " ") == text)
  }

  @Test("spaces between words on a line stay as they were")
  func keepsSpaces() {
    #expect(TextFitting.wrapped("  value \"a  b\"  ", width: 40) == ["value \"a  b\""])
    #expect(TextFitting.wrapped("a  b   c", width: 4) == ["a  b", "c"])
  }

  @Test("only a word wider than the line is split")
  func splitsLongWords() {
    #expect(TextFitting.wrapped("a abcdefghij b", width: 4) == ["a", "abcd", "efgh", "ij b"])
  }

  @Test("continuation lines can be narrower than the first")
  func hangingLines() {
    #expect(
      TextFitting.wrapped("one two three four", firstWidth: 9, restWidth: 6)
        == ["one two", "three", "four"])
  }

  @Test("wrapping keeps each line's leading spaces and indents what continues it")
  func wrappedLines() {
    let lines = TextFitting.wrappedLines("Title\n  one two three four", width: 12, indent: "  ")
    #expect(lines == ["Title", "  one two", "    three", "    four"])
    #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) <= 12 })
  }

  @Test("a cut ends in an ellipsis and never exceeds the width, wide characters included")
  func truncates() {
    #expect(TextFitting.truncated("sunset", to: 6) == "sunset")
    #expect(TextFitting.truncated("sunset", to: 4) == "sun…")
    #expect(TextFitting.truncated("日没の橋", to: 5) == "日没…")
    #expect(TextFitting.truncated("anything", to: 0) == "")
  }

  @Test("cutting a very long text reads only its start")
  func truncatesLongText() {
    let long = String(repeating: "a", count: 10_000_000)
    #expect(TextFitting.truncated(long, to: 8) == "aaaaaaa…")
  }
}
