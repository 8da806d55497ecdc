import Testing

@testable import TerminalText

#if canImport(Glibc)
  import Glibc
#endif

@Suite("The terminal's width")
struct TerminalWidthTests {
  @Test("output that is not a terminal is 80 columns wide")
  func notATerminal() throws {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    defer {
      close(descriptors[0])
      close(descriptors[1])
    }
    #expect(TerminalWidth.current(of: descriptors[1]) == 80)
    #expect(TerminalWidth.standard == 80)
  }
}
