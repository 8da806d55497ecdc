import Testing

@testable import Workbench

/// A range of rows in the log names only rows that changed together: a row between them
/// that did not change is never answered for.
@Suite struct RowFoldTruthTests {
  @Test func aRowThatNeverChangedIsNotAnsweredForByARange() {
    let shell = ShellHarness(includesStandardApps: true, width: 100)
    shell.runAll([
      "open flickr", "set searchText sunset", "run executeSearch", "wait executeSearch",
      "set searchResults[0…2].isVisible true", "set searchResults[1].isVisible false",
      "advance 3s",
    ])
    #expect(
      shell.run("get searchResults[0…2].favorites").printed == [
        "searchResults[0…2].favorites = 629, nil, 67"
      ])
    #expect(
      shell.run("why searchResults[1].favorites").printed == [
        "searchResults[1].favorites never changed: delay(1s) was cancelled before it sent anything on, at",
        "  +2.000s when isVisible became false (line 6)",
      ])
    #expect(
      shell.run("log searchResults[1].favorites").printed == [
        "no events touching searchResults[1].favorites"
      ])
    #expect(
      shell.run("log searchResults[0…2].favorites").printed == [
        "#145 ← #144  +3.500s  searchResults[0].favorites = 629",
        "#156 ← #155  +3.500s  searchResults[2].favorites = 67",
      ])
  }
}
