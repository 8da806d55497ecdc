import Synchronization
import Testing

@testable import Workbench

/// What a person at the terminal sees without typing: the prompt following pushes and
/// pops, and Ctrl-C ending a wait.
@Suite struct InteractiveFeedbackTests {
  @Test func thePromptFollowsAPushTheViewModelMakesOnItsOwn() {
    let shell = ShellHarness(includesStandardApps: true)
    let prompts = Mutex<[String]>([])
    shell.session.perform {
      shell.session.onPromptChange = { prompt in prompts.withLock { $0.append(prompt) } }
    }
    shell.runAll(["open flickr", "set searchText sunset", "run executeSearch"])
    #expect(prompts.withLock { $0 } == ["flickr> "])
    shell.runAll(["advance 2s"])
    #expect(prompts.withLock { $0.last } == "flickr/SearchResults> ")
    shell.runAll(["cd searchResults[0]", "back"])
    #expect(
      prompts.withLock { $0 } == [
        "flickr> ", "flickr/SearchResults> ", "flickr/SearchResults/searchResults[0]> ",
        "flickr> ",
      ])
  }

  @Test func ctrlCEndsAWaitOnTheRealClockAndTheActionGoesOn() {
    let shell = ShellHarness(clock: .real, takeInterrupt: { true })
    shell.runAll(["open sample", "set searchText sunset", "run executeSearch"])
    let (outcome, _) = shell.run("wait executeSearch")
    guard case .failed(let message) = outcome else {
      Issue.record("wait was not interrupted: \(outcome)")
      return
    }
    #expect(message.hasPrefix("wait: interrupted after "))
    #expect(message.hasSuffix("(Ctrl-C); the actions go on running"))
    #expect(
      shell.run("get executeSearch.isExecuting").printed == ["executeSearch.isExecuting = true"])
  }

  @Test func ctrlCStopsALongAdvanceAndSaysHowFarItGot() {
    // Ctrl-C is down throughout: a short advance never gets to ask.
    let shell = ShellHarness(includesStandardApps: true, takeInterrupt: { true })
    // Twitter's tweets tick their age every second: 100 days is millions of timer runs.
    shell.runAll(["open twitter", "set searchText swift", "wait"])
    let (outcome, _) = shell.run("advance 100d")
    guard case .failed(let message) = outcome else {
      Issue.record("advance was not interrupted: \(outcome)")
      return
    }
    #expect(message.hasPrefix("advance 100d interrupted (Ctrl-C) after "))
    #expect(message.hasSuffix(" of virtual time"))
    #expect(shell.run("advance 2s").outcome == .succeeded)
  }
}
