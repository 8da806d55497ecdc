import Testing

@testable import Workbench

/// A closed app's events stay in the log under its own name and never answer for
/// another app's member of the same name.
@Suite struct AppScopedSubjectTests {
  @Test func aClosedAppsSearchTextIsNotTheNextAppsSearchText() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "open flickr", "set searchText sunset", "open twitter", "set searchText swift", "wait",
    ])
    #expect(shell.run("log searchText").printed == ["#7 ← #6  +0.000s  searchText = \"swift\""])
    #expect(
      shell.run("log flickr/searchText").printed == [
        "#2 ← #1  +0.000s  flickr/searchText = \"sunset\""
      ])
    #expect(
      shell.run("why searchText").printed == [
        "+0.000s  searchText = \"swift\"", "+0.000s  ← line 4: set searchText swift",
      ])
    #expect(
      shell.run("timeline searchText").printed.last
        == "searchText  swift───────────────────────────────────────────────────────────────")
    #expect(
      shell.run("log --last 100").printed.contains {
        $0.hasPrefix("#2 ← #1 ") && $0.hasSuffix("  flickr/searchText = \"sunset\"")
      })
  }
}
