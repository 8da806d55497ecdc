import FlickrApp
import Testing

@testable import Workbench

/// Closing an app (`open` another) leaves nothing of it named in the log: the next app's
/// objects may be made at the addresses the closed app's objects were freed from, and a
/// name kept for an address would log the new app's changes as the old app's members
/// (`SearchResults/searchResults[27].favorites = (.0: "", .1: "")` at `open login`, with
/// the row varying from run to run).
@Suite struct ClosedAppLogTests {
  @Test func aClosedAppsMembersAreNoLongerNamed() throws {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "open flickr", "set searchText sunset", "run executeSearch", "advance 2s",
      "get searchResults[0].isVisible",
    ])
    let session = shell.session
    // A row held past the close stands for an object made where a freed row was.
    let row = try session.perform {
      try #require((session.stack.last?.root as? SearchResultsViewModel)?.searchResults.value.first)
    }
    let before = session.perform { session.eventLog.appendedCount }
    session.perform {
      session.closeApp()
      row.isVisible.value = true
    }
    let after = session.perform {
      session.eventLog.events.suffix(session.eventLog.appendedCount - before)
    }
    #expect(after.map(\.subject).filter { $0.contains("searchResults") } == [])
  }
}
