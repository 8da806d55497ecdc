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

  @Test("bidirectional embeddings, overrides and isolates are written in the notation too")
  func bidirectionalControls() {
    let reordering = "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}"
    #expect(
      ControlCharacters.escaped("a\(reordering)b")
        == "a\\u{202a}\\u{202b}\\u{202c}\\u{202d}\\u{202e}\\u{2066}\\u{2067}\\u{2068}\\u{2069}b")
    #expect(ControlCharacters.safeLine("invoice\u{202E}fdp.exe") == "invoice\\u{202e}fdp.exe")
    #expect(
      ControlCharacters.escaped("שלום\u{200F} abc") == "שלום\u{200F} abc", "a mark moves nothing")
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
