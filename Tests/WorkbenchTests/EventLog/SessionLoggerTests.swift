import Dispatch
import Testing
import TwitterModel

@testable import EventLog
@testable import Workbench

/// What the session logs as a user works: subjects named in the
/// path grammar, stage fates, requests, and causes back to the typed line.
@Suite struct SessionLoggerTests {
  private func describe(_ event: SessionEvent) -> String {
    switch event.kind {
    case .line: return "\(event.subject): \(event.value ?? "")"
    case .changed: return "\(event.subject) = \(event.value ?? "")"
    case .unchanged: return "\(event.subject) = \(event.value ?? "") (unchanged)"
    case .stage(_, let fate): return "\(event.subject) \(fate) \(event.value ?? "")"
    case .requestStarted: return "\(event.subject) started"
    case .requestFinished(let summary): return "\(event.subject) finished: \(summary)"
    default: return "\(event.subject) \(event.kind)"
    }
  }

  @Test func twitterSearchTextLeadsToTweetsThroughFilterThrottleAndFlatMap() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "open twitter", "set searchText swif", "advance 500ms", "set searchText swift", "advance 3s",
    ])
    let chain = shell.session.eventLog.causeChain(ofLatestChangeOf: "tweets")?.map(describe)
    #expect(
      chain == [
        "tweets = [20 items]",
        "map passed TweetPage(tweets: [20 items], nextCursor: \"fxt1k\", queryExecutionTime: 0.3)",
        "twitter.searchRecent(\"swift\") finished: 20 tweets in 300 ms",
        "twitter.searchRecent(\"swift\") started",
        "flatMap(.latest) passed \"swift\"",
        "throttle(1s) passed \"swift\"",
        "throttle(1s) held \"swift\"",
        "filter passed \"swift\"",
        "searchText = \"swift\"",
        "line 4: set searchText swift",
      ])
    let times = shell.session.eventLog.causeChain(ofLatestChangeOf: "tweets")?.map(\.timeText)
    #expect(times?.first == "+1.300s")
    #expect(times?.last == "+0.500s")
  }

  @Test func aTickingListIsOneEventPerTurnAndAnUnchangedValueIsMarked() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open twitter", "set searchText swift", "advance 1s", "advance 1s"])
    let ticks = shell.session.eventLog.events(touching: ["tweets[4].ageInSeconds"])
      .filter { $0.subject.hasSuffix("ageInSeconds") }
    #expect(ticks.map(\.subject) == ["tweets[0…19].ageInSeconds"])
    #expect(ticks.map(\.rowCount) == [20])
    // Each row's own age: the first and the last row's, not the first row's alone.
    #expect(ticks.map(\.value) == ["61, …, 116"])
    let errors = shell.session.eventLog.events(touching: ["errorMessage"]).map(describe)
    #expect(errors == ["errorMessage = nil (unchanged)"])
  }

  @Test func theTopologyHasTheDeclaredChainAndTheEdgesValuesWentAlong() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open twitter", "set searchText swift", "advance 2s"])
    let topology = shell.session.pipelineTopology
    let edges = topology.edges.map {
      let from = topology.node($0.from)?.label ?? $0.from
      let to = topology.node($0.to)?.label ?? $0.to
      return "\(from) -> \(to)\($0.isDeclared ? " declared" : "")\($0.isSeen ? " seen" : "")"
    }
    #expect(edges.contains("filter -> throttle(1s) declared seen"))
    #expect(edges.contains("throttle(1s) -> flatMap(.latest) declared seen"))
    #expect(edges.contains("searchText -> filter declared seen"))
    #expect(edges.contains("flatMap(.latest) -> twitter.searchRecent seen"))
  }

  /// ReactiveCore's instrument holds each session's logger strongly (a weak reference
  /// would slow every event), until the session is gone.
  @Test func aSessionThatIsGoneLeavesNoLoggerAttached() {
    weak var session: Session?
    var queue: DispatchQueue?
    do {
      let shell = ShellHarness(includesStandardApps: true)
      shell.runAll(["open login", "set firstName Ada"])
      session = shell.session
      queue = shell.session.queue
      #expect(queue?.getSpecific(key: SessionInstrument.loggerKey) === shell.session.logger)
    }
    #expect(session == nil)
    #expect(queue?.getSpecific(key: SessionInstrument.loggerKey) == nil)
  }
}
