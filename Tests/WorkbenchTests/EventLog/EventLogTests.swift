import Testing

@testable import EventLog
@testable import Workbench

/// The ring, folding and queries of the session's event log, on its own.
@Suite struct EventLogTests {
  @Test func theRingKeepsTheNewestEventsAndNumbersGoOn() {
    let log = EventLog(capacity: 3)
    for index in 1...5 {
      log.append(
        subject: "count", kind: .changed(old: nil), value: "\(index)", milliseconds: 0, turn: index)
    }
    #expect(log.events.map(\.sequence) == [3, 4, 5])
    #expect(log.events.map(\.value) == ["3", "4", "5"])
    #expect(log.event(2) == nil)
    #expect(log.appendedCount == 5)
    log.capacity = 2
    #expect(log.events.map(\.sequence) == [4, 5])
    log.append(subject: "count", kind: .changed(old: "5"), value: "6", milliseconds: 0, turn: 9)
    #expect(log.events.map(\.sequence) == [5, 6])
  }

  @Test func whyLeavesTheViewLayersOwnChangesOutUnlessAsked() {
    let log = EventLog()
    log.append(subject: "title", kind: .changed(old: nil), value: "\"a\"", milliseconds: 0, turn: 1)
    log.append(
      subject: "title", kind: .changed(old: "\"a\""), value: "\"b\"", milliseconds: 0, turn: 2,
      isView: true)
    #expect(log.latestChange(of: "title", includingViews: false)?.value == "\"a\"")
    #expect(log.latestChange(of: "title")?.value == "\"b\"")
  }

  @Test func aMemberChangingAcrossRowsInOneTurnIsOneEvent() {
    let log = EventLog()
    for row in [1, 0, 2] {
      log.append(
        subject: "tweets[\(row)].ageInSeconds", kind: .changed(old: "1"), value: "2",
        milliseconds: 1000, turn: 1)
    }
    log.append(
      subject: "tweets[0].ageInSeconds", kind: .changed(old: "2"), value: "3", milliseconds: 2000,
      turn: 2)
    #expect(log.events.map(\.subject) == ["tweets[0…2].ageInSeconds", "tweets[0].ageInSeconds"])
    #expect(log.events.map(\.rowCount) == [3, 1])
    #expect(log.latestChange(of: "tweets[1].ageInSeconds")?.sequence == 1)
    #expect(log.latestChange(of: "tweets[0].ageInSeconds")?.sequence == 2)
  }

  @Test func aRangeNamesOnlyRowsThatChangedTogether() {
    let log = EventLog()
    for row in [0, 2, 3, 1] {
      log.append(
        subject: "tweets[\(row)].ageInSeconds", kind: .changed(old: "1"), value: "2",
        milliseconds: 1000, turn: 1)
    }
    log.append(
      subject: "tweets[4].ageInSeconds", kind: .changed(old: "1"), value: "2",
      milliseconds: 1000, turn: 2)
    #expect(
      log.events.map(\.subject) == [
        "tweets[0].ageInSeconds", "tweets[1…3].ageInSeconds", "tweets[4].ageInSeconds",
      ])
    #expect(log.events.map(\.rowCount) == [1, 3, 1])
  }

  @Test func aFoldPrintsItsRowsValuesWhenTheyDiffer() {
    let log = EventLog()
    func change(_ row: Int, _ value: String, turn: Int) {
      log.append(
        subject: "tweets[\(row)].age", kind: .changed(old: nil), value: value, milliseconds: 0,
        turn: turn)
    }
    // The same value on every row: that value.
    for row in 0...2 { change(row, "7", turn: 1) }
    // Two rows, then three with the range grown downwards, then the one row twice.
    change(0, "60", turn: 2)
    change(1, "120", turn: 2)
    change(5, "300", turn: 3)
    change(4, "240", turn: 3)
    change(3, "180", turn: 3)
    change(9, "1", turn: 4)
    change(9, "2", turn: 4)
    #expect(
      log.events.map { "\($0.subject) = \($0.value ?? "nil")" } == [
        "tweets[0…2].age = 7", "tweets[0…1].age = 60, 120", "tweets[3…5].age = 180, …, 300",
        "tweets[9].age = 2",
      ])
  }

  @Test func aCauseChainLeadsFromTheLatestChangeBackToTheLine() {
    let log = EventLog()
    let line = log.append(
      subject: "line 1", kind: .line(number: 1), value: "set searchText swift", milliseconds: 0,
      turn: 1)
    let set = log.append(
      subject: "searchText", kind: .changed(old: "\"\""), value: "\"swift\"", cause: line,
      milliseconds: 0, turn: 1)
    let filter = log.append(
      subject: "filter", kind: .stage(stage: 7, fate: .passed), value: "\"swift\"", cause: set,
      milliseconds: 0, turn: 1)
    log.append(
      subject: "tweets", kind: .changed(old: "[]"), value: "[20 items]", cause: filter,
      milliseconds: 300, turn: 2)
    log.append(
      subject: "isSearching", kind: .unchanged, value: "false", cause: line, milliseconds: 300,
      turn: 2)
    #expect(
      log.causeChain(ofLatestChangeOf: "tweets")?.map(\.subject) == [
        "tweets", "filter", "searchText", "line 1",
      ])
    #expect(log.causeChain(ofLatestChangeOf: "nothing") == nil)
    #expect(log.events(touching: ["tweets[3].text"]).map(\.subject) == ["tweets"])
    #expect(log.events(touching: ["searchText", "isSearching"]).map(\.sequence) == [2, 5])
    #expect(EventLog.groupedByTurn(log.events).map { $0.map(\.sequence) } == [[1, 2, 3], [4, 5]])
    #expect(log.events.last?.timeText == "+0.300s")
  }

  @Test func theTopologyKeepsEachEdgeOnceMarkedDeclaredOrSeen() {
    var topology = PipelineGraph()
    let text = PipelineGraph.Node.property("searchText")
    let filter = PipelineGraph.Node.stage(3, "filter")
    let tweets = PipelineGraph.Node.property("tweets")
    topology.declare(from: filter, to: tweets)
    topology.see(from: text, to: filter)
    topology.see(from: filter, to: tweets)
    #expect(topology.nodes == [filter, tweets, text])
    #expect(
      topology.edges.map { [$0.from, $0.to, "\($0.isDeclared)", "\($0.isSeen)"] } == [
        ["stage 3", "tweets", "true", "true"], ["searchText", "stage 3", "false", "true"],
      ])
    #expect(topology.edges(into: filter.id).map(\.from) == [text.id])
  }
}
