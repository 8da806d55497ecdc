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
}
