import FlickrApp
import ReactiveCore
import Testing

@testable import Workbench

/// `resources`: what is alive, by kind and type, per screen and in total; marks and
/// differences; `expect resources.NAME` in a script. ReactiveCore's counts are read on
/// the test's own thread (the session runs there on the virtual clock), so tests running
/// at the same time cannot change them.
@Suite struct ResourcesCommandTests {
  private func flickrShell() -> ShellHarness {
    let shell = ShellHarness(includesStandardApps: true)
    shell.session.reactiveCounts = { ReactiveResources.onThisThread }
    shell.runAll(["use flickr fixture size=3", "open flickr"])
    return shell
  }

  private func words(_ line: String) -> String {
    line.split(separator: " ").joined(separator: " ")
  }

  private func search(_ text: String, in shell: ShellHarness) {
    shell.runAll(["set searchText \(text)", "run executeSearch", "advance 2s"])
  }

  @Test func viewModelsAreCountedPerScreenAndInTotal() {
    let shell = flickrShell()
    search("sunset", in: shell)
    #expect(
      shell.run("resources ViewModel").printed == [
        "KIND        NAME                        flickr  SearchResults  TOTAL",
        "view-model  FlickrSearchViewModel       1       ·              1",
        "view-model  RecentSearchItemViewModel   1       ·              1",
        "view-model  SearchResultsItemViewModel  ·       3              3",
        "view-model  SearchResultsViewModel      ·       1              1",
      ])
    shell.runAll(["back"])
    #expect(
      shell.run("resources ViewModel").printed == [
        "KIND        NAME                       flickr  TOTAL",
        "view-model  FlickrSearchViewModel      1       1",
        "view-model  RecentSearchItemViewModel  1       1",
      ])
  }

  @Test func theTableListsEveryKind() {
    let shell = flickrShell()
    let lines = shell.run("resources").printed.joined(separator: "\n")
      .split(separator: "\n").map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
    #expect(
      lines == [
        "KIND NAME", "view-model FlickrSearchViewModel", "ReactiveCore signals",
        "ReactiveCore observers", "ReactiveCore producers", "ReactiveCore disposables",
        "ReactiveCore scheduledActions", "requests inFlight",
      ])
  }

  @Test func aMarkShowsWhatChangedSince() {
    let shell = flickrShell()
    // The same search each time: a new one would add a row to the recent searches.
    search("sunset", in: shell)
    shell.runAll(["back"])
    #expect(
      shell.run("resources mark before").printed == [
        "marked 'before': resources --since before shows what changed"
      ])
    search("sunset", in: shell)
    #expect(
      shell.run("resources --since before ViewModel").printed == [
        "KIND        NAME                        THEN  NOW  CHANGE",
        "view-model  SearchResultsItemViewModel  0     3    +3",
        "view-model  SearchResultsViewModel      0     1    +1",
      ])
    shell.runAll(["back"])
    #expect(shell.run("resources --since before").printed == ["nothing changed"])
    #expect(
      shell.failure("resources --since befor")
        == "no mark 'befor'; did you mean 'before'? (marks: before)")
  }

  @Test func aMarkCanBeTakenWhileComparingWithAnother() {
    let shell = flickrShell()
    shell.runAll(["resources mark"])
    search("sunset", in: shell)
    #expect(
      // Words only: the columns' widths follow ReactiveCore's counts, which are this
      // thread's and include what earlier tests on it left.
      shell.run("resources mark after --since mark").printed.prefix(5).map(words) == [
        "marked 'after': resources --since after shows what changed",
        "KIND NAME THEN NOW CHANGE",
        "view-model RecentSearchItemViewModel 0 1 +1",
        "view-model SearchResultsItemViewModel 0 3 +3",
        "view-model SearchResultsViewModel 0 1 +1",
      ])
    #expect(shell.failure("resources mark a b") == "resources mark takes one NAME, not a b")
  }

  @Test func aFilterThatMatchesNothingSaysSo() {
    let shell = flickrShell()
    #expect(
      shell.failure("resources Tweet")
        == "nothing counted matches 'Tweet' (resources lists every name)")
  }

  @Test func expectReadsResourcesInAScript() {
    let shell = flickrShell()
    search("sunset", in: shell)
    #expect(shell.run("expect resources.SearchResultsViewModel == 1").outcome == .succeeded)
    #expect(
      shell.failure("expect resources.SearchResultsViewModel == 0")
        == "expect resources.SearchResultsViewModel == 0 failed: actual 1")
    shell.runAll(["back", "expect resources.SearchResultsViewModel == 0"])
    // This thread's count, which can be below zero when the thread freed what earlier
    // tests on it made: compared with itself, not with a fixed number.
    let observers = shell.session.perform { shell.session.reactiveCounts().observers }
    #expect(shell.run("expect resources.observers == \(observers)").outcome == .succeeded)
    #expect(shell.run("expect resources.inFlight == 0").outcome == .succeeded)
    #expect(
      shell.failure("expect resources.SearchResultViewModel == 0")?.hasPrefix(
        "resources.SearchResultViewModel: nothing by that name is counted; did you mean 'SearchResultsViewModel'?"
      ) == true)
  }
}
