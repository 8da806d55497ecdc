import Foundation
import Testing

@testable import Workbench

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `view --svg FILE`: the screen `view` draws, as an SVG picture for slides.
@Suite struct ScreenSVGTests {
  @Test func eachLineIsALineOfMonospaceTextLaidOutToItsColumns() {
    #expect(
      ScreenSVG.document(of: "┌──┐\n│<a>│\n\n└──┘") == """
        <svg xmlns="http://www.w3.org/2000/svg" width="64" height="96" font-family="Menlo, DejaVu Sans Mono, monospace" font-size="13">
        <rect width="100%" height="100%" fill="white"/>
        <text x="12" y="25" xml:space="preserve" textLength="32" lengthAdjust="spacingAndGlyphs">┌──┐</text>
        <text x="12" y="43" xml:space="preserve" textLength="40" lengthAdjust="spacingAndGlyphs">│&lt;a&gt;│</text>
        <text x="12" y="79" xml:space="preserve" textLength="32" lengthAdjust="spacingAndGlyphs">└──┘</text>
        </svg>

        """)
  }

  @Test func viewWritesTheScreenItDrewAsAWellFormedPicture() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mvvm-screen-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: file) }
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open login", "set firstName Ada"])
    let printed = shell.run("view --svg \(file.path)").printed
    #expect(printed.last == "wrote the screen as SVG to \(file.path)")
    let svg = try String(contentsOf: file, encoding: .utf8)
    for line in printed.dropLast() {
      #expect(svg.contains(">\(line)</text>"), "\(line)")
    }
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
  }

  @Test func aFileThatCannotBeWrittenIsRefusedAndTheSessionGoesOn() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open login"])
    let failure = shell.failure("view --svg /nonexistent-directory/screen.svg")
    #expect(failure?.contains("/nonexistent-directory/screen.svg") == true)
    #expect(shell.run("get firstName").printed == [#"firstName = """#])
  }
}
