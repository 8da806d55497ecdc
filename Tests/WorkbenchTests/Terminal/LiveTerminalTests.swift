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

  init() throws {
    shell = try MvvmTerminalSession()
  }

  @Test func aTypedLineThatWrapsIsClearedFromItsFirstRowBeforeLiveOutput() throws {
    try shell.run("open flickr", expecting: "opened flickr", then: "flickr> ")
    try shell.run("set searchText sunset", expecting: #"searchText = "sunset""#, then: "flickr> ")
    try shell.run("use flickr fixture latency=5s", expecting: "flickr now uses", then: "flickr> ")
    try shell.run("run executeSearch", expecting: "executeSearch started", then: "flickr> ")
    // "flickr> " and these 95 columns take two rows of the 80-column terminal.
    let line = "get " + String(repeating: "searchText ", count: 8) + "end"
    try terminal.type(line)
    let typing = try terminal.expect("searchText end")
    #expect(!typing.contains("pushed"), "the search ended before the line was typed")
    // Up one row to where the prompt starts, then clear to the end of the screen.
    let raw = try terminal.expectRaw("→ pushed SearchResultsViewModel")
    #expect(raw.hasSuffix("\u{1B}[1A\r\u{1B}[J→ pushed SearchResultsViewModel"))
    try terminal.expect("searchText end")
  }

  @Test func liveOutputAppearsAboveThePromptAndThePartialLineIsRedrawn() throws {
    try shell.run("open flickr", expecting: "opened flickr", then: "flickr> ")
    try shell.run("set searchText sunset", expecting: #"searchText = "sunset""#, then: "flickr> ")
    // A slow search (5 s on the real clock) leaves ample time, even on a loaded machine,
    // to type a partial line while it runs.
    try shell.run("use flickr fixture latency=5s", expecting: "flickr now uses", then: "flickr> ")
    try shell.run("run executeSearch", expecting: "executeSearch started", then: "flickr> ")
    try terminal.type("get sea")
    let typing = try terminal.expect("get sea")
    #expect(!typing.contains("pushed"), "the search ended before the partial line was typed")

    let event = try terminal.expect(#"→ pushed SearchResultsViewModel "sunset""#)
    #expect(event == #"→ pushed SearchResultsViewModel "sunset""#, "nothing typed inside the event")
    #expect(try terminal.expect("\n") == "\n", "the event line is whole")
    // Redrawn after the event (and after each later one), with the prompt of the new focus.
    try terminal.expect("flickr/SearchResults> get sea")

    // Enter submits the redrawn line, now against the results screen.
    try terminal.type("\r")
    try terminal.expect(
      "SearchResultsViewModel has no member 'sea'; did you mean 'searchResults'?")
    try terminal.expect("flickr/SearchResults> ")
  }

  @Test func tabCompletesCommandsAndApps() throws {
    try terminal.type("ope\t")
    try terminal.expect("open ")
    try terminal.type("fl\t")
    try terminal.expect("flickr ")
    try terminal.type("\r")
    try terminal.expect("opened flickr")
    try terminal.expect("flickr> ")
  }

  @Test func tabCompletesALowerScreensPathAndARangeOfRows() throws {
    try shell.run("open flickr", expecting: "opened flickr", then: "flickr> ")
    try shell.run("clock virtual", expecting: "clock: virtual", then: "flickr> ")
    try shell.run("set searchText sunset", expecting: #"searchText = "sunset""#, then: "flickr> ")
    try shell.run("run executeSearch", expecting: "executeSearch started", then: "flickr> ")
    try shell.run("advance 2s", expecting: "advanced 2s", then: "flickr/SearchResults> ")
    try terminal.type("get flickr/searchT\t")
    try terminal.expect("get flickr/searchText ")
    try terminal.type("\r")
    try terminal.expect(#"flickr/searchText = "sunset""#)
    try terminal.expect("flickr/SearchResults> ")
    try terminal.type("get searchResults[0...\t")
    try terminal.expect("searchResults[0...47]")
    try terminal.type(".tit\t")
    try terminal.expect(".title ")
    try terminal.type("\r")
    try terminal.expect(#"searchResults[0…47].title = "Sunset light on Chain Bridge", "#)
  }

  @Test func ctrlCCancelsThePartLineAndCtrlDEndsTheSession() throws {
    try terminal.type("open twi")
    try terminal.expect("open twi")
    try terminal.type("\u{03}")
    try terminal.expect("mvvm> ")
    let screen = try shell.run("apps", expecting: "login ", then: "mvvm> ")
    #expect(!screen.contains("opened"), "the cancelled line did not run")
    try terminal.type("\u{04}")
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func upArrowRecallsTheLastLine() throws {
    try shell.run("apps", expecting: "twitter ", then: "mvvm> ")
    try terminal.type("\u{1B}[A")
    try terminal.expect("apps")
    try shell.run("", expecting: "twitter ", then: "mvvm> ")
    try terminal.type("\u{04}")
    #expect(try terminal.waitForExit() == 0)
    let saved = try String(contentsOfFile: shell.historyFile, encoding: .utf8)
    #expect(saved.contains("apps"), "history is saved under XDG_STATE_HOME")
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func historyIsKeptWhenTheShellIsKilled(by signal: CInt) throws {
    try shell.run("apps", expecting: "twitter ", then: "mvvm> ")
    try shell.run("open flickr", expecting: "opened flickr", then: "flickr> ")
    kill(terminal.processID, signal)
    _ = try terminal.waitForExit()
    let saved = try String(contentsOfFile: shell.historyFile, encoding: .utf8)
    #expect(saved.contains("apps\nopen\\040flickr\n"))
  }

  @Test func aSecretOptionIsRecalledMaskedAndNeverSaved() throws {
    try shell.run(
      "use flickr live api-key=TOPSECRET", expecting: "flickr now uses live", then: "mvvm> ")
    try terminal.type("\u{1B}[A")
    try terminal.expect("use flickr live api-key=••••")
    try shell.run("", expecting: "flickr now uses live", then: "mvvm> ")
    try terminal.type("\u{04}")
    #expect(try terminal.waitForExit() == 0)
    let saved = try String(contentsOfFile: shell.historyFile, encoding: .utf8)
    #expect(saved.contains("api-key=••••"))
    #expect(!saved.contains("TOPSECRET"))
  }

  @Test func escAloneDoesNothingWhileAltCombinationsWork() throws {
    try shell.run("open flickr", expecting: "opened flickr", then: "flickr> ")
    try terminal.type("\u{1B}")
    #expect(terminal.output(during: 1) == "", "Esc alone shows nothing")
    try shell.run("get title", expecting: #"title = "Flickr Search""#, then: "flickr> ")
    try terminal.type("\u{1B}")
    #expect(terminal.output(during: 1) == "")
    try shell.run("xyz", expecting: "unknown command 'xyz'", then: "flickr> ")
    // Alt-b goes back a word, Ctrl-K cuts to the end: "get title extra" runs as "get title ".
    try terminal.type("get title extra")
    try terminal.expect("get title extra")
    try shell.run("\u{1B}b\u{0B}", expecting: #"title = "Flickr Search""#, then: "flickr> ")
  }

  @Test func ctrlRSearchGoesOnThroughLiveOutput() throws {
    try shell.run("apps", expecting: "twitter ", then: "mvvm> ")
    try shell.run("open flickr", expecting: "opened flickr", then: "flickr> ")
    try shell.run("set searchText sunset", expecting: #"searchText = "sunset""#, then: "flickr> ")
    try shell.run("use flickr fixture latency=5s", expecting: "flickr now uses", then: "flickr> ")
    try shell.run("run executeSearch", expecting: "executeSearch started", then: "flickr> ")
    try terminal.type("\u{12}")
    let searching = try terminal.expect("bck:")
    #expect(!searching.contains("pushed"), "the search ended before Ctrl-R was typed")
    try terminal.type("app")
    // The output, then the line found and the search prompt with its pattern, redrawn.
    try terminal.expect("→ pushed SearchResultsViewModel")
    try terminal.expect("flickr/SearchResults> apps\nbck:app", within: 10)
    // Still searching: the s extends the pattern, and Enter runs the line found.
    try terminal.type("s\r")
    try terminal.expect("twitter ")
    try terminal.expect("flickr/SearchResults> ")
  }

  // "mvvm> " and this line take 101 columns: two rows at 80 columns, one at 120, four at 30.
  static let longLine = "get " + String(repeating: "searchText ", count: 8) + "end"
  /// What the shell writes to ask the terminal where the cursor is.
  static let cursorQuestion = "\u{1B}[6n"

  @Test func aResizeRedrawsTheLineAtOnceWhereATerminalThatRewrapsPutIt() throws {
    try terminal.type(Self.longLine)
    try terminal.expect("searchText end")
    // Re-wrapped at 120 columns, the line is one row: the cursor is at column 102.
    terminal.resize(columns: 120)
    try terminal.expectRaw(Self.cursorQuestion)
    terminal.reportCursor(row: 1, column: 102)
    let wide = try terminal.expectRaw("end")
    #expect(wide.hasSuffix("\r\u{1B}[Jmvvm> " + Self.longLine))
    #expect(!wide.contains("\u{1B}[1A"))
    // Re-wrapped at 30, it is four rows, the cursor on the last at column 12.
    terminal.resize(columns: 30)
    try terminal.expectRaw(Self.cursorQuestion)
    terminal.reportCursor(row: 4, column: 12)
    let narrow = try terminal.expectRaw("end")
    #expect(narrow.hasPrefix("\u{1B}[3A\r\u{1B}[Jmvvm> get searchText searchTex"))
    // libedit knows the width: Ctrl-A moves to the start of the line, three rows up.
    try terminal.type("\u{01}")
    try terminal.expectRaw("\u{1B}[3A")
  }

  @Test func aResizeRedrawsTheLineAtOnceWhereATerminalThatKeepsRowsLeftIt() throws {
    try terminal.type(Self.longLine)
    try terminal.expect("searchText end")
    // Kept as drawn at 80 columns, the line is still two rows, the cursor at column 22.
    terminal.resize(columns: 120)
    try terminal.expectRaw(Self.cursorQuestion)
    terminal.reportCursor(row: 2, column: 22)
    let wide = try terminal.expectRaw("end")
    #expect(wide.hasSuffix("\u{1B}[1A\r\u{1B}[Jmvvm> " + Self.longLine))
    // Drawn at 120 and cut at 30, it is one row; the cursor stops at the last column.
    terminal.resize(columns: 30)
    try terminal.expectRaw(Self.cursorQuestion)
    terminal.reportCursor(row: 1, column: 30)
    let narrow = try terminal.expectRaw("end")
    #expect(narrow.hasPrefix("\r\u{1B}[Jmvvm> get searchText searchTex"))
  }

  @Test func aResizeRedrawsAtTheNewWidthWhenTheTerminalDoesNotSayWhereTheCursorIs() throws {
    try terminal.type(Self.longLine)
    try terminal.expect("searchText end")
    terminal.resize(columns: 30)
    let narrow = try terminal.expectRaw("end")
    #expect(narrow.hasPrefix(Self.cursorQuestion + "\u{1B}[3A\r\u{1B}[J"))
    // Typed after the wait, keys still reach the line.
    try terminal.type("s\r")
    try terminal.expect("unexpected searchText; usage:")
    try terminal.expect("mvvm> ")
  }
}
