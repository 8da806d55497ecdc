import Testing

@testable import TerminalText

@Suite("Control characters are shown, never obeyed")
struct ControlCharactersTests {
  @Test("C0, DEL and C1 controls are written in the visible notation")
  func notation() {
    #expect(ControlCharacters.escaped("a\u{1B}[2Jb") == "a\\e[2Jb")
    #expect(ControlCharacters.escaped("one\ntwo\r\tthree") == "one\\ntwo\\r\\tthree")
    #expect(
      ControlCharacters.escaped("\u{0}\u{7}\u{7F}\u{9B}31m") == "\\u{0}\\u{7}\\u{7f}\\u{9b}31m")
    #expect(ControlCharacters.escaped("\r\n") == "\\r\\n", "CRLF is one Character, two controls")
  }

  @Test("text without controls comes back unchanged, backslashes and all")
  func plainText() {
    #expect(ControlCharacters.escaped("日没 🌅 C:\\path") == "日没 🌅 C:\\path")
  }

  @Test("a safe line keeps colour sequences and escapes everything else")
  func safeLine() {
    #expect(ControlCharacters.safeLine("\u{1B}[1mname\u{1B}[0m") == "\u{1B}[1mname\u{1B}[0m")
    #expect(ControlCharacters.safeLine("\u{1B}]0;title\u{7}") == "\\e]0;title\\u{7}")
    #expect(ControlCharacters.safeLine("x\u{1B}[2J\u{1B}[H") == "x\\e[2J\\e[H")
    #expect(ControlCharacters.safeLine("a\nforged: completed") == "a\\nforged: completed")
    #expect(ControlCharacters.safeLine("\u{1B}[31") == "\\e[31", "an unfinished sequence")
  }
}
