import ReactiveCore
@_spi(Inspection) import ReactiveCore
import Sandbox
import Testing

/// The issue's own session: a settable name, a greeting, Twitter's search-as-you-type
/// chain built by hand, bound into the app; and what the shell will read from it.
@Suite(.serialized) struct SandboxSessionTests {
  @Test func theSearchAsYouTypeChainByHand() throws {
    let scheduler = TestScheduler()
    let app = TestApp()
    let services = TestServices(scheduler: scheduler)
    let sandbox = Sandbox(scheduler: scheduler, sources: app, services: services)
    let lines = [
      "let name = \"\"",
      "let greeting = name.map { \"Hello, \" + $0 }",
      "let query = searchText.filter { $0.count > 3 }.throttle(1s)",
      "let results = query.flatMap(.latest) { twitter.searchRecent($0) }",
      "let count = results.map { $0.count }",
      "bind searchText <~ name",
    ]
    let outcomes = try lines.map { try sandbox.run($0).description }
    #expect(
      outcomes == [
        "name: MutableProperty<String>",
        "greeting: Property<String>",
        "query: Signal<String, Never>",
        "results: Signal<[TestTweet], TestServiceError>",
        "count: Signal<Int, TestServiceError>",
        "searchText <~ name",
      ])
    #expect(sandbox.value(named: "query")?.currentValue == nil)

    let name = try #require(sandbox.value(named: "name")?.settable as? MutableProperty<String>)
    name.value = "swift"
    #expect(sandbox.value(named: "greeting")?.currentValue as? String == "Hello, swift")
    #expect(app.searchText.value == "swift")
    scheduler.advance()
    #expect(sandbox.value(named: "query")?.currentValue as? String == "swift")
    #expect(sandbox.value(named: "count")?.currentValue == nil)
    scheduler.advance(by: 0.5)
    #expect(sandbox.value(named: "count")?.currentValue as? Int == 2)
    #expect(services.started == ["swift"])
  }

  @Test func aFailedStreamSaysSoAndKeepsItsLastValue() throws {
    let scheduler = TestScheduler()
    let app = TestApp()
    let sandbox = Sandbox(
      scheduler: scheduler, sources: app, services: TestServices(scheduler: scheduler))
    var notices: [String] = []
    sandbox.notices.observeValues { notices.append($0.description) }
    let results = try #require(
      try sandbox.run("let results = searchText.flatMap(.latest) { twitter.searchRecent($0) }")
        .value)
    scheduler.advance(by: 1)
    app.searchText.value = "fail"
    scheduler.advance(by: 1)
    #expect(notices == ["results failed: no results for fail"])
    #expect(results.end?.description == "failed: no results for fail")
    #expect((results.currentValue as? [TestTweet])?.count == 2)
  }

  @Test func valuesAreNamedByTheirPropertiesAndStagesChainAcrossLines() throws {
    let scheduler = TestScheduler()
    try StageRecorder.recording(on: scheduler) { recorder in
      let app = TestApp()
      let sandbox = Sandbox(
        scheduler: scheduler, sources: app, services: TestServices(scheduler: scheduler))
      try sandbox.run("let query = searchText.filter { $0.count > 3 }.throttle(1s)")
      try sandbox.run("let lengths = query.map { $0.count }")
      // What the shell names: each value's own property, whose changes are its values.
      let query = try #require(sandbox.value(named: "query"))
      #expect(ReactiveInspection.changeSubject(of: query.property) != nil)
      #expect(query.settable == nil)
      app.searchText.value = "swift"
      scheduler.advance(by: 1)
      #expect(recorder.changes(of: query.property) == ["\"swift\"@0"])
      #expect(
        recorder.stageLines == [
          "filter <- property", "throttle(1s) <- filter", "filter \"\" dropped",
          "map <- throttle(1s)", "filter \"swift\" passed", "throttle(1s) \"swift\" held",
          "throttle(1s) \"swift\" passed", "map \"swift\" passed",
        ])
    }
  }

  @Test func checkChangesNothing() throws {
    let scheduler = TestScheduler()
    let app = TestApp()
    let sandbox = Sandbox(scheduler: scheduler, sources: app)
    try sandbox.check("let name = \"\"")
    try sandbox.check("bind searchText <~ other")
    #expect(sandbox.values.isEmpty && sandbox.bindings.isEmpty)
    #expect(throws: SandboxError.self) { try sandbox.check("unbind searchText") }
  }

  @Test func helpListsEveryOperatorAndTheDifferencesFromSwift() {
    let help = SandboxHelp.text
    for name in SandboxHelp.operatorNames {
      #expect(help.contains(".\(name)"), "\(name) is missing from help let")
    }
    #expect(help.contains("durations are written 500ms, 1s, 1.5s"))
    #expect(help.contains("is read as its producer"))
    #expect(help.contains("let NAME = CONSTANT makes a settable MutableProperty"))
    #expect(help.split(separator: "\n").allSatisfy { $0.count <= 78 })
  }
}
