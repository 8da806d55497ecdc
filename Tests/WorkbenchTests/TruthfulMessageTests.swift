import Testing

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
}
