import FlickrApp
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

extension SessionLifetimeTests {
  /// Objects watched without being kept alive.
  struct WeakObjects {
    private struct Reference { weak var object: AnyObject? }
    private var references: [Reference] = []

    /// Watches `objects` too.
    mutating func add(_ objects: [AnyObject]) {
      references += objects.map { Reference(object: $0) }
    }

    /// How many of the watched objects are alive.
    var alive: Int { references.count { $0.object != nil } }
  }

  /// Searching and going back, over and over, leaves behind neither the results' view-models
  /// nor their pipelines: the session's picture of its pipelines (what `graph` draws) is
  /// the same after twenty rounds as after one.
  @Test func searchingAndGoingBackKeepsNothingOfTheScreensLeft() throws {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["use flickr fixture size=200", "log --keep 100", "open flickr"])
    var viewModels = WeakObjects()
    func searchAndGoBack(_ number: Int) {
      shell.runAll(["set searchText sunset\(number)", "run executeSearch", "advance 2s"])
      shell.session.perform {
        let results = shell.session.stack.last?.root as? SearchResultsViewModel
        viewModels.add(
          [results as AnyObject?].compactMap { $0 } + (results?.searchResults.value ?? []))
      }
      shell.runAll(["back"])
    }
    searchAndGoBack(0)
    let aliveAfterOne = viewModels.alive
    let topologyAfterOne = shell.session.pipelineTopology
    for number in 1..<20 { searchAndGoBack(number) }
    #expect(viewModels.alive == aliveAfterOne)
    let topology = shell.session.pipelineTopology
    #expect(topology.nodes.count == topologyAfterOne.nodes.count)
    #expect(topology.edges.count == topologyAfterOne.edges.count)
  }
}
