import Testing

@testable import Workbench

@Suite("Pictures are plain ASCII under NO_COLOR or TERM=dumb")
struct PictureStyleTests {
  @Test("the environment picks the style")
  func environment() {
    #expect(PictureStyle.from(environment: [:]) == .unicode)
    #expect(PictureStyle.from(environment: ["TERM": "xterm-256color"]) == .unicode)
    #expect(PictureStyle.from(environment: ["NO_COLOR": "1"]) == .ascii)
    #expect(PictureStyle.from(environment: ["NO_COLOR": ""]) == .unicode)
    #expect(PictureStyle.from(environment: ["TERM": "dumb"]) == .ascii)
  }

  @Test("in ASCII a timeline and a graph print nothing but ASCII around the values")
  func asciiOnly() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.session.pictureStyle = .ascii
    shell.runAll(["open twitter", "set searchText swift", "advance 2s"])
    for command in ["timeline searchText isSearching tweets --stages", "graph"] {
      let printed = shell.run(command).printed
      #expect(!printed.isEmpty)
      #expect(printed.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }, "\(printed)")
    }
  }
}
