import ReactiveCore
import Sandbox
import Testing

/// `let` of an existing name replaces the value and disposes its old pipeline; what is
/// built on it is rebuilt on the new one, or nothing changes when that would not check.
/// `bind` drives an app member until `unbind`.
@Suite struct RedefinitionTests {
  private let scheduler = TestScheduler()
  private let app = TestApp()
  private let services: TestServices
  private let sandbox: Sandbox

  init() {
    services = TestServices(scheduler: scheduler)
    sandbox = Sandbox(scheduler: scheduler, sources: app, services: services)
  }

  @Test func redefiningAStreamDisposesItsOldPipeline() throws {
    let old = try #require(
      try sandbox.run("let results = searchText.flatMap(.latest) { twitter.searchRecent($0) }")
        .value)
    scheduler.advance(by: 1)
    app.searchText.value = "swift"
    scheduler.advance(by: 0.2)
    #expect(services.started == ["", "swift"])

    let outcome = try sandbox.run("let results = searchText.throttle(1s)")
    #expect(outcome.description == "results: Signal<String, Never> (redefined)")
    // The request in flight was cancelled with the pipeline that made it, and the old
    // pipeline no longer runs.
    #expect(services.cancelled == ["swift"])
    app.searchText.value = "more"
    scheduler.advance(by: 2)
    #expect(services.started == ["", "swift"])
    #expect((old.currentValue as? [TestTweet])?.map(\.text) == [" 1", " 2"])
    #expect(old.end == nil)
    #expect(sandbox.value(named: "results")?.currentValue as? String == "more")
  }

  @Test func redefiningAPropertyReleasesTheOldOne() throws {
    weak var old: AnyObject?
    do {
      let greeting = try #require(
        try sandbox.run("let greeting = searchText.map { $0 + \"!\" }").value)
      old = greeting.property
    }
    #expect(old != nil)
    try sandbox.run("let greeting = searchText.map { $0 + \"?\" }")
    #expect(old == nil)
    app.searchText.value = "a"
    #expect(sandbox.value(named: "greeting")?.currentValue as? String == "a?")
  }

  @Test func whatIsBuiltOnARedefinedValueIsRebuilt() throws {
    try sandbox.run("let length = searchText.map { $0.count }")
    try sandbox.run("let double = length.map { $0 * 2 }")
    try sandbox.run("let name = \"\"")
    let outcome = try sandbox.run("let length = searchText.map { $0.count + 1 }")
    #expect(outcome.description == "length: Property<Int> (redefined; rebuilt double)")
    #expect(sandbox.values.map(\.name) == ["name", "length", "double"])
    app.searchText.value = "abc"
    #expect(sandbox.value(named: "double")?.currentValue as? Int == 8)
  }

  @Test func aRedefinitionThatWouldBreakWhatIsBuiltOnItChangesNothing() throws {
    try sandbox.run("let length = searchText.map { $0.count }")
    try sandbox.run("let double = length.map { $0 * 2 }")
    let line = "let length = searchText"
    #expect(throws: SandboxError.self) { try sandbox.run(line) }
    do {
      try sandbox.run(line)
    } catch {
      #expect(
        error.rendered(under: line) == """
          let length = searchText
                       ^^^^^^^^^^ double is built on length and would no longer check: '*' needs two numbers of the same type; here it has String and Int
          """)
    }
    app.searchText.value = "abcd"
    #expect(sandbox.value(named: "length")?.type.description == "Property<Int>")
    #expect(sandbox.value(named: "double")?.currentValue as? Int == 8)
  }

  @Test func aValueCannotReadWhatIsBuiltOnIt() throws {
    try sandbox.run("let length = searchText.map { $0.count }")
    try sandbox.run("let double = length.map { $0 * 2 }")
    let line = "let length = double.map { $0 + 1 }"
    #expect(
      throws: SandboxError("length can't read double: double is built on length", at: 13..<34)
    ) {
      try sandbox.run(line)
    }
  }

  @Test func bindDrivesTheAppUntilUnbind() throws {
    try sandbox.run("let name = \"\"")
    let outcome = try sandbox.run("bind searchText <~ name")
    #expect(outcome.description == "searchText <~ name")
    let name = try #require(sandbox.value(named: "name")?.settable as? MutableProperty<String>)
    name.value = "Ada"
    #expect(app.searchText.value == "Ada")

    // Redefining the source rebuilds the binding on the new value.
    let redefined = try sandbox.run("let name = \"Bob\"")
    #expect(
      redefined.description == "name: MutableProperty<String> (redefined; rebuilt searchText)")
    #expect(app.searchText.value == "Bob")

    #expect(try sandbox.run("unbind searchText").description == "searchText: unbound")
    (sandbox.value(named: "name")?.settable as? MutableProperty<String>)?.value = "Cy"
    #expect(app.searchText.value == "Bob")
    #expect(sandbox.bindings.isEmpty)
  }

  @Test func bindingAgainReplacesTheBinding() throws {
    try sandbox.run("bind searchText <~ other")
    let outcome = try sandbox.run("bind searchText <~ other.map { $0.uppercased() }")
    #expect(
      outcome.description == "searchText <~ other.map { $0.uppercased() } (replacing its binding)")
    app.other.value = "abc"
    #expect(app.searchText.value == "ABC")
    #expect(sandbox.bindings.count == 1)
  }

  @Test func bindMakesValuesOptionalForAnOptionalMember() throws {
    try sandbox.run("bind nickname <~ searchText.filter { !$0.isEmpty }")
    #expect(app.nickname.value == nil)
    app.searchText.value = "Ada"
    #expect(app.nickname.value == "Ada")
  }

  @Test func removeAllDisposesEverything() throws {
    try sandbox.run("let results = searchText.flatMap(.latest) { twitter.searchRecent($0) }")
    try sandbox.run("bind other <~ searchText")
    sandbox.removeAll()
    #expect(services.cancelled == [""])
    app.searchText.value = "x"
    #expect(app.other.value == "")
    #expect(sandbox.values.isEmpty && sandbox.bindings.isEmpty)
  }
}
