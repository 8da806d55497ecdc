import Foundation
import Testing

@testable import Workbench

/// What the shell says is true of the situation it is in (issue: every message true).
@Suite struct TruthfulMessageTests {
  @Test func cdUpAtTheFirstScreensTopDoesNotSendYouBack() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open flickr"])
    #expect(
      shell.failure("cd ..")
        == "already at FlickrSearch, the top of flickr's first screen; there is nothing above it")
    shell.runAll(["set searchText sunset", "run executeSearch", "wait"])
    #expect(
      shell.failure("cd ..")
        == "already at SearchResults, the top of this screen; use back to leave the screen")
  }

  @Test func cdUpSeveralLevelsSaysHowToGoUp() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open flickr"])
    #expect(
      shell.failure("cd ../..")
        == "../..: cd .. goes up one level at a time; cd alone goes back to the screen's view-model"
    )
  }

  @Test func traceAloneSaysWhetherTracingIsOn() {
    let shell = ShellHarness(includesStandardApps: true)
    #expect(shell.run("trace").printed == ["trace off"])
    shell.runAll(["open flickr", "trace on"])
    #expect(shell.run("trace").printed == ["trace on"])
  }

  @Test func anUnknownOperatorIsAnErrorListingTheOperators() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open flickr"])
    #expect(
      shell.failure("expect title =~ Flick")
        == "unknown operator '=~'; the operators are ==, !=, <, <=, >, >= or ~ (contains) (usage: expect PATH [OP] VALUE)"
    )
    #expect(shell.run("expect title ~ Flick").outcome == .succeeded)
  }

  @Test func anUnknownCommandWithNothingNearListsTheCommands() throws {
    let shell = ShellHarness()
    let message = try #require(shell.failure("xyzzy"))
    #expect(message.hasPrefix("unknown command 'xyzzy'; the commands are help, apps, open,"))
    #expect(!message.contains("type help"))
  }

  @Test func aScriptThatCannotBeReadSaysWhy() {
    #expect(throws: ScriptFile.ReadError(description: "no such file")) {
      try ScriptFile.contents(atPath: "/nonexistent/lesson.mvvm")
    }
    #expect(throws: ScriptFile.ReadError(description: "it is a directory")) {
      try ScriptFile.contents(atPath: NSTemporaryDirectory())
    }
  }

  /// `mvvm --script /dev/stdin` and a shell's `--script <(…)` read a pipe, which
  /// Foundation's `Data(contentsOf:)` refused with a message about permission.
  @Test func aScriptOnAPipeIsReadToItsEnd() throws {
    let pipe = Pipe()
    let text = "open login\nset firstName Ada\n"
    try pipe.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    try pipe.fileHandleForWriting.close()
    let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
    #expect(try ScriptFile.contents(atPath: path) == Array(text.utf8))
  }
}

/// `set` on a read-only property says what it is: derived (from which members), a
/// constant, or set by the view-model itself.
@Suite struct ReadOnlyMessageTests {
  @Test func aDerivedPropertyNamesItsSources() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open login"])
    #expect(
      shell.failure("set loginInputValid true")
        == "loginInputValid is read-only: derived from firstName, lastName and userLoadingInProgress; set firstName or lastName instead"
    )
  }

  @Test func aConstantIsCalledOne() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open flickr"])
    #expect(
      shell.failure("set title x")
        == "title is a constant (a String fixed when the view-model was made)")
  }

  @Test func aPropertyTheViewModelSetsSaysSo() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open flickr"])
    #expect(
      shell.failure("set errorMessage x")
        == "errorMessage is read-only: the view-model sets it (a String?) from its own state")
  }
}
