import Testing

@testable import Workbench

@Suite struct SessionLifetimeTests {
  @Test func aSessionIsFreedWithItsAppsWatchesAndTrace() {
    weak var weakSession: Session?
    do {
      let shell = ShellHarness(includesStandardApps: true)
      weakSession = shell.session
      shell.runAll([
        "open flickr", "set searchText sunset", "watch title", "trace on", "run executeSearch",
        "wait", "view", "graph", "open twitter", "set searchText swift", "wait",
      ])
    }
    #expect(weakSession == nil)
  }
}
