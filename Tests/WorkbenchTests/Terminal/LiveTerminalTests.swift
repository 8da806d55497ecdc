import Foundation
import Glibc
import LineEditor
import Testing
import Workbench

/// Runs the real `mvvm` on a pseudo-terminal, as a user would: libedit, Tab completion,
/// history, Ctrl-C / Ctrl-D and live output redrawn above the line being typed, on the
/// real clock.
@Suite(
  .enabled(if: PseudoTerminal.isAvailable, "no /dev/ptmx: pseudo-terminals are unavailable here"),
  .enabled(if: LibeditLineReader.isLibraryAvailable, "libedit.so.2 cannot be loaded here"),
  .enabled(if: MvvmExecutable.path != nil, MvvmExecutable.missingReason)
)
struct LiveTerminalTests {
  let shell: MvvmTerminalSession
  var terminal: PseudoTerminal { shell.terminal }

  init() async throws {
    shell = try await MvvmTerminalSession()
  }

  @Test func aTypedLineThatWrapsIsClearedFromItsFirstRowBeforeLiveOutput() async throws {
    try await shell.run("open flickr", expecting: "opened flickr", then: "flickr> ")
    try await shell.run(
      "set searchText sunset", expecting: #"searchText = "sunset""#, then: "flickr> ")
    try await shell.run(
      "use flickr fixture latency=5s", expecting: "flickr now uses", then: "flickr> ")
    try await shell.run("run executeSearch", expecting: "executeSearch started", then: "flickr> ")
    // "flickr> " and these 95 columns take two rows of the 80-column terminal.
    let line = "get " + String(repeating: "searchText ", count: 8) + "end"
    try await terminal.type(line)
    let typing = try await terminal.expect("searchText end")
    #expect(!typing.contains("pushed"), "the search ended before the line was typed")
    // Up one row to where the prompt starts, then clear to the end of the screen.
    let raw = try await terminal.expectRaw("→ pushed SearchResultsViewModel")
    #expect(raw.hasSuffix("\u{1B}[1A\r\u{1B}[J→ pushed SearchResultsViewModel"))
    try await terminal.expect("searchText end")
  }

  @Test func liveOutputAppearsAboveThePromptAndThePartialLineIsRedrawn() async throws {
    try await shell.run("open flickr", expecting: "opened flickr", then: "flickr> ")
    try await shell.run(
      "set searchText sunset", expecting: #"searchText = "sunset""#, then: "flickr> ")
    // A slow search (5 s on the real clock) leaves ample time, even on a loaded machine,
    // to type a partial line while it runs.
    try await shell.run(
      "use flickr fixture latency=5s", expecting: "flickr now uses", then: "flickr> ")
    try await shell.run("run executeSearch", expecting: "executeSearch started", then: "flickr> ")
    try await terminal.type("get sea")
    let typing = try await terminal.expect("get sea")
    #expect(!typing.contains("pushed"), "the search ended before the partial line was typed")

    let event = try await terminal.expect(#"→ pushed SearchResultsViewModel "sunset""#)
    #expect(event == #"→ pushed SearchResultsViewModel "sunset""#, "nothing typed inside the event")
    #expect(try await terminal.expect("\n") == "\n", "the event line is whole")
    // Redrawn after the event (and after each later one), with the prompt of the new focus.
    try await terminal.expect("flickr/SearchResults> get sea")

    // Enter submits the redrawn line, now against the results screen.
    try await terminal.type("\r")
    try await terminal.expect(
      "SearchResultsViewModel has no member 'sea'; did you mean 'searchResults'?")
    try await terminal.expect("flickr/SearchResults> ")
  }

  @Test func tabCompletesCommandsAndApps() async throws {
    try await terminal.type("ope\t")
    try await terminal.expect("open ")
    // flickr, flickr-leaky and flickr-fixed share "flickr": Tab completes that much.
    try await terminal.type("fl\t")
    try await terminal.expect("flickr")
    try await terminal.type("\r")
    try await terminal.expect("opened flickr")
    try await terminal.expect("flickr> ")
  }

  @Test func tabCompletesALowerScreensPathAndARangeOfRows() async throws {
    try await shell.run("open flickr", expecting: "opened flickr", then: "flickr> ")
    try await shell.run("clock virtual", expecting: "clock: virtual", then: "flickr> ")
    try await shell.run(
      "set searchText sunset", expecting: #"searchText = "sunset""#, then: "flickr> ")
    try await shell.run("run executeSearch", expecting: "executeSearch started", then: "flickr> ")
    try await shell.run("advance 2s", expecting: "advanced 2s", then: "flickr/SearchResults> ")
    try await terminal.type("get flickr/searchT\t")
    try await terminal.expect("get flickr/searchText ")
    try await terminal.type("\r")
    try await terminal.expect(#"flickr/searchText = "sunset""#)
    try await terminal.expect("flickr/SearchResults> ")
    try await terminal.type("get searchResults[0...\t")
    try await terminal.expect("searchResults[0...47]")
    try await terminal.type(".tit\t")
    try await terminal.expect(".title ")
    try await terminal.type("\r")
    try await terminal.expect(#"searchResults[0…47].title = "Sunset light on Chain Bridge", "#)
  }

  @Test func aSecondTabListsRowRangesInStraightColumns() async throws {
    terminal.resize(columns: 160)
    try await shell.run("open flickr", expecting: "opened flickr", then: "flickr> ")
    try await shell.run("clock virtual", expecting: "clock: virtual", then: "flickr> ")
    try await shell.run(
      "set searchText sunset", expecting: #"searchText = "sunset""#, then: "flickr> ")
    try await shell.run("run executeSearch", expecting: "executeSearch started", then: "flickr> ")
    try await shell.run("advance 2s", expecting: "advanced 2s", then: "flickr/SearchResults> ")
    try await terminal.type("get searchResults[0\t\t")
    let screen = try await terminal.expect("flickr/SearchResults> get searchResults[0")
    let listing = screen.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("searchResults[")
    }
    // libedit padded by bytes: each `…` (three bytes, one column) pulled the next column
    // two columns to the left.
    #expect(
      listing == [
        "searchResults[0]                   searchResults[0].metadataError     "
          + "searchResults[0…47].comments       searchResults[0…47].title",
        "searchResults[0].comments          searchResults[0].title             "
          + "searchResults[0…47].favorites      searchResults[0…47].url",
        "searchResults[0].favorites         searchResults[0].url               "
          + "searchResults[0…47].isVisible",
        "searchResults[0].isVisible         searchResults[0…47]                "
          + "searchResults[0…47].metadataError",
      ])
    try await terminal.type("\u{15}")
    try await shell.run(
      "get flickr/searchText", expecting: #"flickr/searchText = "sunset""#, then: "> ")
  }

  @Test func ctrlCCancelsThePartLineAndCtrlDEndsTheSession() async throws {
    try await terminal.type("open twi")
    try await terminal.expect("open twi")
    try await terminal.type("\u{03}")
    try await terminal.expect("mvvm> ")
    let screen = try await shell.run("apps", expecting: "login ", then: "mvvm> ")
    #expect(!screen.contains("opened"), "the cancelled line did not run")
    try await terminal.type("\u{04}")
    #expect(try await terminal.waitForExit() == 0)
  }

  @Test func upArrowRecallsTheLastLine() async throws {
    try await shell.run("apps", expecting: "twitter ", then: "mvvm> ")
    try await terminal.type("\u{1B}[A")
    try await terminal.expect("apps")
    try await shell.run("", expecting: "twitter ", then: "mvvm> ")
    try await terminal.type("\u{04}")
    #expect(try await terminal.waitForExit() == 0)
    let saved = try String(contentsOfFile: shell.historyFile, encoding: .utf8)
    #expect(saved.contains("apps"), "history is saved under XDG_STATE_HOME")
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func historyIsKeptWhenTheShellIsKilled(by signal: CInt) async throws {
    try await shell.run("apps", expecting: "twitter ", then: "mvvm> ")
    try await shell.run("open flickr", expecting: "opened flickr", then: "flickr> ")
    kill(terminal.processID, signal)
    _ = try await terminal.waitForExit()
    let saved = try String(contentsOfFile: shell.historyFile, encoding: .utf8)
    #expect(saved.contains("apps\nopen\\040flickr\n"))
  }

  @Test func aSecretOptionIsRecalledMaskedAndNeverSaved() async throws {
    try await shell.run(
      "use flickr live api-key=TOPSECRET", expecting: "flickr now uses live", then: "mvvm> ")
    try await terminal.type("\u{1B}[A")
    try await terminal.expect("use flickr live api-key=••••")
    try await shell.run("", expecting: "flickr now uses live", then: "mvvm> ")
    try await terminal.type("\u{04}")
    #expect(try await terminal.waitForExit() == 0)
    let saved = try String(contentsOfFile: shell.historyFile, encoding: .utf8)
    #expect(saved.contains("api-key=••••"))
    #expect(!saved.contains("TOPSECRET"))
  }

  @Test func escAloneDoesNothingWhileAltCombinationsWork() async throws {
    try await shell.run("open flickr", expecting: "opened flickr", then: "flickr> ")
    try await terminal.type("\u{1B}")
    #expect(try await terminal.output(during: 1) == "", "Esc alone shows nothing")
    try await shell.run("get title", expecting: #"title = "Flickr Search""#, then: "flickr> ")
    try await terminal.type("\u{1B}")
    #expect(try await terminal.output(during: 1) == "")
    try await shell.run("xyz", expecting: "unknown command 'xyz'", then: "flickr> ")
    // Alt-b goes back a word, Ctrl-K cuts to the end: "get title extra" runs as "get title ".
    try await terminal.type("get title extra")
    try await terminal.expect("get title extra")
    try await shell.run("\u{1B}b\u{0B}", expecting: #"title = "Flickr Search""#, then: "flickr> ")
  }

  @Test func ctrlRSearchGoesOnThroughLiveOutput() async throws {
    try await shell.run("apps", expecting: "twitter ", then: "mvvm> ")
    try await shell.run("open flickr", expecting: "opened flickr", then: "flickr> ")
    try await shell.run(
      "set searchText sunset", expecting: #"searchText = "sunset""#, then: "flickr> ")
    try await shell.run(
      "use flickr fixture latency=5s", expecting: "flickr now uses", then: "flickr> ")
    try await shell.run("run executeSearch", expecting: "executeSearch started", then: "flickr> ")
    try await terminal.type("\u{12}")
    let searching = try await terminal.expect("bck:")
    #expect(!searching.contains("pushed"), "the search ended before Ctrl-R was typed")
    try await terminal.type("app")
    // The output, then the line found and the search prompt with its pattern, redrawn.
    try await terminal.expect("→ pushed SearchResultsViewModel")
    try await terminal.expect("flickr/SearchResults> apps\nbck:app", within: 10)
    // Still searching: the s extends the pattern, and Enter runs the line found.
    try await terminal.type("s\r")
    try await terminal.expect("twitter ")
    try await terminal.expect("flickr/SearchResults> ")
  }

  // "mvvm> " and this line take 101 columns: two rows at 80 columns, one at 120, four at 30.
  static let longLine = "get " + String(repeating: "searchText ", count: 8) + "end"

  @Test func aResizeRedrawsTheLineAtOnceWhereATerminalThatRewrapsPutIt() async throws {
    try await terminal.type(Self.longLine)
    try await terminal.expect("searchText end")
    // Re-wrapped at 120 columns, the line is one row: the cursor is at column 102.
    terminal.resize(columns: 120)
    try await terminal.answerCursorQuestion(row: 1, column: 102)
    let wide = try await terminal.expectRaw("end")
    #expect(wide.hasSuffix("\r\u{1B}[Jmvvm> " + Self.longLine))
    #expect(!wide.contains("\u{1B}[1A"))
    // Re-wrapped at 30, it is four rows, the cursor on the last at column 12.
    terminal.resize(columns: 30)
    try await terminal.answerCursorQuestion(row: 4, column: 12)
    let narrow = try await terminal.expectRaw("end")
    #expect(narrow.hasPrefix("\u{1B}[3A\r\u{1B}[Jmvvm> get searchText searchTex"))
    // libedit knows the width: Ctrl-A moves to the start of the line, three rows up.
    try await terminal.type("\u{01}")
    try await terminal.expectRaw("\u{1B}[3A")
  }

  @Test func aResizeRedrawsTheLineAtOnceWhereATerminalThatKeepsRowsLeftIt() async throws {
    try await terminal.type(Self.longLine)
    try await terminal.expect("searchText end")
    // Kept as drawn at 80 columns, the line is still two rows, the cursor at column 22.
    terminal.resize(columns: 120)
    try await terminal.answerCursorQuestion(row: 2, column: 22)
    let wide = try await terminal.expectRaw("end")
    #expect(wide.hasSuffix("\u{1B}[1A\r\u{1B}[Jmvvm> " + Self.longLine))
    // Drawn at 120 and cut at 30, it is one row; the cursor stops at the last column.
    terminal.resize(columns: 30)
    try await terminal.answerCursorQuestion(row: 1, column: 30)
    let narrow = try await terminal.expectRaw("end")
    #expect(narrow.hasPrefix("\r\u{1B}[Jmvvm> get searchText searchTex"))
  }

  @Test func aResizeRedrawsAtTheNewWidthWhenTheTerminalDoesNotSayWhereTheCursorIs() async throws {
    try await terminal.type(Self.longLine)
    try await terminal.expect("searchText end")
    terminal.resize(columns: 30)
    let narrow = try await terminal.expectRaw("end")
    #expect(narrow.hasPrefix(PseudoTerminal.cursorQuestion + "\u{1B}[3A\r\u{1B}[J"))
    // Typed after the wait, keys still reach the line.
    try await terminal.type("s\r")
    try await terminal.expect("unexpected searchText; usage:")
    try await terminal.expect("mvvm> ")
  }
}
