import TerminalText
import Testing
import Workbench

@Suite struct DisplayWidthTests {
  @Test func latinTextTakesAColumnACharacter() {
    #expect(DisplayWidth.columns(of: "sunset") == 6)
    #expect(DisplayWidth.columns(of: "café") == 4)
    #expect(DisplayWidth.columns(of: "cafe\u{301}") == 4, "a combining accent takes no column")
  }

  @Test func wideCharactersTakeTwoColumns() {
    #expect(DisplayWidth.columns(of: "夕焼け") == 6)
    #expect(DisplayWidth.columns(of: "한국") == 4)
    #expect(DisplayWidth.columns(of: "ＡＢ") == 4, "fullwidth forms")
  }

  @Test func emojiTakeTwoColumnsEvenWhenComposed() {
    #expect(DisplayWidth.columns(of: "🌅") == 2)
    #expect(DisplayWidth.columns(of: "👍🏽") == 2, "with a skin tone")
    #expect(DisplayWidth.columns(of: "👩‍💻") == 2, "a ZWJ sequence")
    #expect(DisplayWidth.columns(of: "🇯🇵") == 2, "a flag")
    #expect(DisplayWidth.columns(of: "❤️") == 2, "text-default emoji asked to show as a picture")
    #expect(DisplayWidth.columns(of: "❤") == 1)
  }

  @Test func styleSequencesTakeNone() {
    #expect(DisplayWidth.columns(of: "\u{1B}[1mshow\u{1B}[0m") == 4)
    #expect(DisplayWidth.columns(of: "\u{1B}[2;36mdim 夕\u{1B}[0m") == 6)
  }

  @Test func controlAndZeroWidthCharactersTakeNone() {
    #expect(DisplayWidth.columns(of: "a\u{200B}b") == 2)
    #expect(DisplayWidth.columns(of: "\u{7}") == 0)
  }
}
