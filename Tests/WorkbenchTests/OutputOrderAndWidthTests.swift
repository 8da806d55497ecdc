import Testing

@testable import Workbench

/// A line's own result prints before the live lines it caused (watches, trace), and every
/// result line is broken at words to the terminal's width, never cut mid-word.
@Suite struct OutputOrderAndWidthTests {
  @Test func aLinesResultPrintsBeforeTheWatchesItTriggered() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open login", "set firstName Ada", "set lastName Lovelace"])
    shell.run("watch loginInputValid")
    #expect(
      shell.run("set lastName \"\"").printed == [
        "lastName = \"\"", "watch: loginInputValid = false",
      ])
  }

  @Test func longResultsAreBrokenAtWordsToTheWidth() {
    let shell = ShellHarness(includesStandardApps: true, width: 100)
    shell.runAll(["open login"])
    #expect(
      shell.run("why login").printed == [
        "login is disabled: firstName and lastName must not be empty",
        "its rule reads: firstName = \"\", lastName = \"\"",
        "login.isEnabled has not changed since the session started (or since the log's oldest event); it is",
        "  false",
      ])
    #expect(
      shell.run("use login dummy fail=refused").printed == [
        "login now uses dummy fail=refused: any non-empty names log in with a fixed token (by default after",
        "  1.5s); dir=DIR: the logins live recorded there",
      ])
  }

  /// Colors never change the layout: a styled line is as wide as its text, so a `show`
  /// table laid out to the terminal is not broken again as if its styles took columns
  /// (a colored terminal broke Tweetboat's `getTweets` row mid-table).
  @Test func colorsLeaveTheLayoutAsItIs() {
    let plain = ShellHarness(includesStandardApps: true, width: 110)
    let colored = ShellHarness(includesStandardApps: true, width: 110, usesColor: true)
    let styles = #/\u{1B}\[[0-9;]*m/#
    let coloredLines = colored.run("open tweetboat").printed.map { $0.replacing(styles, with: "") }
    #expect(coloredLines == plain.run("open tweetboat").printed)
    #expect(
      coloredLines.contains {
        $0.hasPrefix("  getTweets ") && $0.hasSuffix("letters, digits or underscores,")
      })
  }
}
