import ReactiveCore
import Testing

@testable import Workbench

/// The Flickr search/back leak stays fixed: after 2,000 rounds of searching and going
/// back, `resources` counts what it counted after the first (view-models by type,
/// ReactiveCore's signals, observers, producers, disposables and scheduled actions,
/// requests in flight).
@Suite struct SearchBackLeakTests {
  @Test func twoThousandSearchesAndBacksLeaveWhatOneLeft() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.session.reactiveCounts = { ReactiveResources.onThisThread }
    shell.runAll(["use flickr fixture size=20", "log --keep 100", "open flickr"])
    func searchAndGoBack() {
      shell.runAll(["set searchText sunset", "run executeSearch", "advance 2s", "back"])
    }
    searchAndGoBack()
    let afterOne = shell.session.perform { shell.session.resourceCensus }
    for _ in 1..<2_000 { searchAndGoBack() }
    let afterAll = shell.session.perform { shell.session.resourceCensus }
    #expect(afterAll == afterOne)
  }
}
