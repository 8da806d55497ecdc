import FlickrModel
import Testing

@testable import Workbench

/// `trace` reads the event log: causes print before effects, a value sent again is
/// `(unchanged)`, every line has its time, a turn's lines are grouped under its first,
/// a command's lifecycle prints to its end across a push, and requests and cancelled
/// values show.
@Suite struct TraceFromLogTests {
  @Test func aSetPrintsItsResultThenWhatItCausedAndAnUnchangedValueIsMarked() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open login", "trace on"])
    #expect(
      shell.run("set lastName Lovelace").printed == [
        "lastName = \"Lovelace\"",
        "trace: +0.000s lastName = \"Lovelace\"",
        "trace: +0.000s   loginInputValid = false (unchanged)",
      ])
    #expect(
      shell.run("set firstName Ada").printed == [
        "firstName = \"Ada\"",
        "trace: +0.000s firstName = \"Ada\"",
        "trace: +0.000s   login.isEnabled = true",
        "trace: +0.000s   loginInputValid = true",
      ])
  }

  @Test func aRunThatPushesPrintsItsWholeLifecycle() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open flickr", "set searchText sunset", "trace on"])
    #expect(
      shell.run("run executeSearch").printed == [
        "executeSearch started",
        "trace: +0.000s executeSearch.isExecuting = true",
        "trace: +0.000s   executeSearch.isEnabled = false",
        "trace: +0.000s   executeSearch started",
        "trace: +0.000s   errorMessage = nil (unchanged)",
        "trace: +0.000s   flickr.search(\"sunset\") started",
      ])
    let printed = shell.run("wait").printed.filter { $0.hasPrefix("trace:") || $0.hasPrefix("→") }
    #expect(
      printed == [
        "trace: +2.000s flickr.search(\"sunset\") finished: 48 photos in 2000 ms",
        "trace: +2.000s   executeSearch value FlickrSearchResults(searchString: \"sunset\",",
        "trace: +2.000s   recentSearches = [1 item]",
        "trace: +2.000s   pushed SearchResultsViewModel \"sunset\"",
        "→ pushed SearchResultsViewModel \"sunset\"",
        "trace: +2.000s   flickr/executeSearch completed",
        "trace: +2.000s   flickr/executeSearch.isExecuting = false",
        "trace: +2.000s   flickr/executeSearch.isEnabled = true",
      ])
  }

  @Test func aStudentSeesSwifCancelledBySwift() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open twitter", "use twitter fixture latency=2s", "trace on"])
    #expect(
      shell.run("set searchText swif").printed == [
        "searchText = \"swif\"",
        "trace: +0.000s searchText = \"swif\"",
        "trace: +0.000s   throttle(1s) held \"swif\"",
        "trace: +0.000s throttle(1s) released \"swif\"",
        "trace: +0.000s   isSearching = true",
        "trace: +0.000s   errorMessage = nil (unchanged)",
        "trace: +0.000s   twitter.searchRecent(\"swif\") started",
      ])
    shell.run("advance 500ms")
    #expect(
      shell.run("set searchText swift").printed == [
        "searchText = \"swift\"",
        "trace: +0.500s searchText = \"swift\"",
        "trace: +0.500s   throttle(1s) held \"swift\"",
      ])
    #expect(
      shell.run("advance 500ms").printed == [
        "trace: +1.000s throttle(1s) released \"swift\"",
        "trace: +1.000s   flatMap(.latest) cancelled \"swif\"",
        "trace: +1.000s   isSearching = false",
        "trace: +1.000s   twitter.searchRecent(\"swif\") cancelled",
        "trace: +1.000s   isSearching = true",
        "trace: +1.000s   errorMessage = nil (unchanged)",
        "trace: +1.000s   twitter.searchRecent(\"swift\") started",
        "advanced 500ms",
      ])
    #expect(
      shell.run("advance 2s").printed == [
        "trace: +3.000s twitter.searchRecent(\"swift\") finished: 20 tweets in 2000 ms",
        "trace: +3.000s   tweets = [20 items]",
        "trace: +3.000s   queryExecutionTime = \"Execution time: 2000 ms\"",
        "trace: +3.000s   isSearching = false",
        "advanced 2s",
      ])
  }
}
