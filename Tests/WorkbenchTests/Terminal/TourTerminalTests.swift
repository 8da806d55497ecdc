import Foundation
import LineEditor
import Testing
import Workbench

/// A tour taken on a pseudo-terminal, as a learner would, on the real clock: a wrong move
/// and its hint, the right move, a step that completes by itself when a search ends,
/// leaving, and coming back where it stopped.
@Suite(
  .enabled(if: PseudoTerminal.isAvailable, "no /dev/ptmx: pseudo-terminals are unavailable here"),
  .enabled(if: LibeditLineReader.isLibraryAvailable, "libedit.so.2 cannot be loaded here"),
  .enabled(if: MvvmExecutable.path != nil, MvvmExecutable.missingReason)
)
struct TourTerminalTests {
  @Test func aLearnerTakesATourLeavesItAndComesBackWhereItStopped() async throws {
    let home = NSTemporaryDirectory() + "mvvm-tour-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    do {
      let shell = try await MvvmTerminalSession(home: home)
      let terminal = shell.terminal
      try await shell.run(
        "tour flickr-search", expecting: "── Step 1 of 5: The search view-model", then: "flickr> ")
      try await shell.run(
        "run executeSearch", expecting: "hint)", then: "flickr> ")
      try await shell.run("hint", expecting: "hint: type  show", then: "flickr> ")
      try await shell.run(
        "set searchText sunset", expecting: "✓ Step 1 done", then: "── Step 2 of 5")
      try await terminal.expect("flickr> ")
      try await shell.run(
        "next", expecting: "✓ Step 2 done", then: "── Step 3 of 5: The executing state")
      try await terminal.expect("flickr> ")
      try await shell.run(
        "set searchText sunset", expecting: #"searchText = "sunset""#, then: "flickr> ")
      try await shell.run("run executeSearch", expecting: "executeSearch started", then: "flickr> ")
      // Nothing more is typed: the search ends two seconds later and the step with it.
      try await terminal.expect("✓ Step 3 done: flickr/recentSearches.count > 0")
      try await terminal.expect("── Step 4 of 5: The model behind a protocol")
      try await shell.run(
        "tour quit", expecting: "left the tour flickr-search at step 4 of 5", then: "flickr/")
      try await terminal.type("\u{04}")
      #expect(try await terminal.waitForExit() == 0)
    }
    let progress = try String(
      contentsOfFile: home + "/state/mvvm/tours/flickr-search", encoding: .utf8)
    #expect(progress == "step 3\n")

    let again = try await MvvmTerminalSession(home: home)
    try await again.run("tour", expecting: "flickr-search   at step 4 of 5", then: "mvvm> ")
    try await again.run(
      "tour flickr-search", expecting: "Resuming at step 4 of 5",
      then: "── Step 4 of 5: The model behind a protocol")
    try await again.run("back", expecting: "✓ Step 4 done", then: "── Step 5 of 5")
    try await again.terminal.type("\u{04}")
    #expect(try await again.terminal.waitForExit() == 0)
  }
}
