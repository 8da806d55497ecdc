import Foundation
import LoopbackTestSupport
import Testing

/// Text from a server reaches a real terminal escaped: here the bidirectional controls that
/// make a terminal show text in another order than it was sent.
@Suite(
  .enabled(if: PseudoTerminal.isAvailable, "no /dev/ptmx: pseudo-terminals are unavailable here"),
  .enabled(if: MvvmExecutable.path != nil, MvvmExecutable.missingReason)
)
struct HostileTextTerminalTests {
  /// A title that reads "photo.jpg" spelled backwards after U+202E, with an isolate pair.
  static let reordered = "photo\u{202E}gpj.exe\u{202C} \u{2066}x\u{2069}"

  @Test func bidirectionalControlsFromAServerAreShownEscaped() async throws {
    let server = try HostilePayloads.server(text: Self.reordered)
    defer { server.stop() }
    let shell = try await MvvmTerminalSession()
    let terminal = shell.terminal
    try await shell.run(
      "use flickr live base-url=\(server.url("/services/rest/")) api-key=k",
      expecting: "flickr now uses live", then: "mvvm> ")
    try await shell.run("open flickr", expecting: "opened flickr", then: "flickr> ")
    try await shell.run("set searchText sunset", expecting: "searchText = ", then: "flickr> ")
    // The loopback server may answer before the prompt comes back or after it: either way
    // the search ends with the results screen pushed and its prompt drawn last.
    try await shell.run(
      "run executeSearch", expecting: "executeSearch: completed", then: "flickr/SearchResults> ")
    try await terminal.type("get searchResults[0].title\r")
    let shown = try await terminal.expectRaw(#"\u{2069}""#)
    #expect(shown.contains(#"photo\u{202e}gpj.exe\u{202c} \u{2066}x\u{2069}"#))
    let raw = shown.unicodeScalars.filter { (0x202A...0x2069).contains($0.value) }
    #expect(raw.isEmpty, "raw bidirectional controls reached the terminal: \(raw)")
  }
}
