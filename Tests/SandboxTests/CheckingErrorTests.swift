import ReactiveCore
import Sandbox
import Testing

/// What the sandbox says about a line it refuses, before anything runs: the message and
/// the caret under the place, exactly as the shell will print them.
@Suite struct CheckingErrorTests {
  /// The line and its caret line, as `run` refuses it.
  private func refusal(_ line: String, after lines: [String] = []) throws -> String {
    let scheduler = TestScheduler()
    let sandbox = Sandbox(
      scheduler: scheduler, sources: TestApp(), services: TestServices(scheduler: scheduler))
    for earlier in lines { try sandbox.run(earlier) }
    do {
      try sandbox.run(line)
    } catch {
      return error.rendered(under: line)
    }
    Issue.record("\(line) was accepted")
    return ""
  }

  @Test func anUnknownOperatorNamesTheNearestOne() throws {
    #expect(
      try refusal("let x = searchText.fliter { $0.isEmpty }") == """
        let x = searchText.fliter { $0.isEmpty }
                           ^^^^^^ no operator 'fliter'; did you mean 'filter'?
        """)
  }

  @Test func anOperatorNothingIsCloseToListsThemAll() throws {
    #expect(
      try refusal("let x = searchText.frobnicate()") == """
        let x = searchText.frobnicate()
                           ^^^^^^^^^^ no operator 'frobnicate' (operators: map, filter, skipRepeats, throttle, debounce, delay, combineLatest, merge, flatMap, scan, negate, and, or)
        """)
  }

  @Test func filterNeedsABool() throws {
    #expect(
      try refusal("let query = searchText.filter { $0 }") == """
        let query = searchText.filter { $0 }
                                        ^^ filter needs a Bool here, but $0 is a String
        """)
  }

  @Test func aClosureOfOneValueHasNoDollarOne() throws {
    #expect(
      try refusal("let x = searchText.map { $0 + $1 }") == """
        let x = searchText.map { $0 + $1 }
                                      ^^ $1 isn't available here: map's closure gets one value, $0 (a String)
        """)
  }

  @Test func anUnknownNameNamesTheNearestSource() throws {
    #expect(
      try refusal("let x = serchText.map { $0 }") == """
        let x = serchText.map { $0 }
                ^^^^^^^^^ cannot find 'serchText' among the sandbox's values and the open app's members; did you mean 'searchText'?
        """)
  }

  @Test func anUnknownMemberOfAValueListsTheMembers() throws {
    #expect(
      try refusal("let x = searchText.map { $0.cout }") == """
        let x = searchText.map { $0.cout }
                                    ^^^^ String has no member 'cout'; did you mean 'count'? (members: count, isEmpty, uppercased(), lowercased(), hasPrefix(_:), hasSuffix(_:), contains(_:))
        """)
  }

  @Test func anUnknownFieldOfAnAppValueListsTheFields() throws {
    #expect(
      try refusal("let who = pinned.map { $0.autor.name }") == """
        let who = pinned.map { $0.autor.name }
                                  ^^^^^ TestTweet has no field 'autor'; did you mean 'author'? (fields: text, author)
        """)
  }

  @Test func anOptionalMustBeUnwrappedFirst() throws {
    #expect(
      try refusal("let n = nickname.map { $0.count }") == """
        let n = nickname.map { $0.count }
                               ^^ $0 is an optional (String?): unwrap it first with ??, as in ($0 ?? "").count
        """)
  }

  @Test func aDurationNeedsItsUnit() throws {
    #expect(
      try refusal("let q = searchText.throttle(1)") == """
        let q = searchText.throttle(1)
                                    ^ write the unit: 1s or 1ms (durations are written like 500ms, 1s, 1.5s)
        """)
  }

  @Test func aBadDurationSaysTheRule() throws {
    #expect(
      try refusal("let q = searchText.debounce(2x)") == """
        let q = searchText.debounce(2x)
                                    ^^ "2x" is not a duration: write a number and a unit (ms, s, m, h, d) like 1.5s, 200ms or 2m, or 0, from 0 to 365d
        """)
  }

  @Test func thereIsNoSchedulerArgument() throws {
    #expect(
      try refusal("let q = searchText.throttle(1s, on: scheduler)") == """
        let q = searchText.throttle(1s, on: scheduler)
                                        ^^^^^^^^^^^^^ the sandbox takes no scheduler: timed operators run on the session's clock; write .throttle(1s)
        """)
  }

  @Test func anUnknownServiceNamesTheNearestOne() throws {
    #expect(
      try refusal("let r = searchText.flatMap(.latest) { twiter.searchRecent($0) }") == """
        let r = searchText.flatMap(.latest) { twiter.searchRecent($0) }
                                              ^^^^^^ no service 'twiter'; did you mean 'twitter'? (services: twitter, login)
        """)
  }

  @Test func anUnknownCallListsTheService() throws {
    #expect(
      try refusal("let r = searchText.flatMap(.latest) { twitter.serchRecent($0) }") == """
        let r = searchText.flatMap(.latest) { twitter.serchRecent($0) }
                                                      ^^^^^^^^^^^ twitter has no call 'serchRecent'; did you mean 'searchRecent'? (calls: searchRecent(query: String) -> [TestTweet])
        """)
  }

  @Test func aServiceCallChecksItsArguments() throws {
    #expect(
      try refusal("let r = count.flatMap(.latest) { twitter.searchRecent($0) }") == """
        let r = count.flatMap(.latest) { twitter.searchRecent($0) }
                                                              ^^ searchRecent's query needs a String here, but $0 is an Int
        """)
  }

  @Test func anUnknownStrategyNamesTheNearestOne() throws {
    #expect(
      try refusal("let r = searchText.flatMap(.lates) { twitter.searchRecent($0) }") == """
        let r = searchText.flatMap(.lates) { twitter.searchRecent($0) }
                                   ^^^^^^ no strategy '.lates'; did you mean 'latest'? (strategies: .latest, .merge, .concat, .race, .throttle)
        """)
  }

  @Test func andNeedsBools() throws {
    #expect(
      try refusal("let x = searchText.and(isValid)") == """
        let x = searchText.and(isValid)
                           ^^^ and works on Bool values, and this is a MutableProperty<String>
        """)
  }

  @Test func mergeNeedsTheSameType() throws {
    #expect(
      try refusal("let x = searchText.merge(with: count)") == """
        let x = searchText.merge(with: count)
                                       ^^^^^ merge needs values of the same type on both sides: this sends Int, the receiver String
        """)
  }

  @Test func anOperatorIsCalled() throws {
    #expect(
      try refusal("let x = searchText.skipRepeats") == """
        let x = searchText.skipRepeats
                           ^^^^^^^^^^^ skipRepeats is an operator: call it, as in .skipRepeats()
        """)
  }

  @Test func aValuesMemberAtTheTopSaysToMap() throws {
    #expect(
      try refusal("let n = searchText.count") == """
        let n = searchText.count
                           ^^^^^ 'count' reads a value, and searchText is a MutableProperty<String>: follow it with map, as in .map { $0.count }
        """)
  }

  @Test func aClosureSeesOnlyItsOwnValues() throws {
    #expect(
      try refusal("let x = searchText.map { $0 + other }") == """
        let x = searchText.map { $0 + other }
                                      ^^^^^ a closure sees only its own values ($0 …); other is a MutableProperty<String>: combine it first, as in .combineLatest(with: other)
        """)
  }

  @Test func arithmeticNeedsMatchingTypes() throws {
    #expect(
      try refusal("let x = searchText.map { $0 + $0.count }") == """
        let x = searchText.map { $0 + $0.count }
                                 ^^^^^^^^^^^^^ '+' needs two numbers of the same type or two texts; here it has String and Int (interpolate, as in "…\\(…)")
        """)
  }

  @Test func skipRepeatsNeedsValuesItCanCompare() throws {
    #expect(
      try refusal("let x = session.skipRepeats()") == """
        let x = session.skipRepeats()
                        ^^^^^^^^^^^ skipRepeats() compares values with ==, and values of TestSession can't be compared: pass a closure, as in skipRepeats { $0.id == $1.id }
        """)
  }

  @Test func aConstantsDeclaredTypeMustMatch() throws {
    #expect(
      try refusal("let x: Int = \"a\"") == """
        let x: Int = "a"
                     ^^^ this is a String, but x is declared Int
        """)
  }

  @Test func aConstantThatFaultsIsRefused() throws {
    #expect(
      try refusal("let x = 1 / 0") == """
        let x = 1 / 0
                ^^^^^ division by zero
        """)
  }

  @Test func aValueIsNotDefinedFromItself() throws {
    #expect(
      try refusal("let name = name.map { $0 + \"!\" }", after: ["let name = \"\""]) == """
        let name = name.map { $0 + "!" }
                   ^^^^^^^^^^^^^^^^^^^^^ name can't be defined from itself; give the new value another name
        """)
  }

  @Test func bindNeedsASettableMember() throws {
    #expect(
      try refusal("bind busy <~ isValid") == """
        bind busy <~ isValid
             ^^^^ busy is a Property<Bool>, which can't be set: bind drives a settable member (a MutableProperty)
        """)
  }

  @Test func bindNeedsTheTargetsType() throws {
    #expect(
      try refusal("bind searchText <~ count") == """
        bind searchText <~ count
                           ^^^^^ searchText holds a String, but this sends an Int
        """)
  }

  @Test func bindNeedsASourceThatCannotFail() throws {
    #expect(
      try refusal("bind tweets <~ searchText.flatMap(.latest) { twitter.searchRecent($0) }") == """
        bind tweets <~ searchText.flatMap(.latest) { twitter.searchRecent($0) }
                       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ bind needs a source that can't fail, and this is a Signal<[TestTweet], TestServiceError>: a failure would end the binding
        """)
  }

  @Test func bindRefusesALoopThroughTheTarget() throws {
    #expect(
      try refusal("bind count <~ count.map { $0 + 1 }") == """
        bind count <~ count.map { $0 + 1 }
                      ^^^^^^^^^^^^^^^^^^^^ this reads count so every value it sets in count would feed it again, without end
        """)
    #expect(
      try refusal("bind count <~ next", after: ["let next = count.map { $0 + 1 }"]) == """
        bind count <~ next
                      ^^^^ this reads count so every value it sets in count would feed it again, without end
        """)
  }

  @Test func bindRefusesALoopThroughAMemberDerivedFromTheTarget() throws {
    #expect(
      try refusal("bind isBusy <~ busy.negate()") == """
        bind isBusy <~ busy.negate()
                       ^^^^^^^^^^^^^ this reads busy, which is derived from isBusy, so every value it sets in isBusy would feed it again, without end
        """)
  }

  @Test func unbindNamesWhatIsBound() throws {
    #expect(
      try refusal("unbind searchTxt", after: ["bind searchText <~ other"]) == """
        unbind searchTxt
               ^^^^^^^^^ searchTxt has no binding; did you mean 'searchText'? (bound: searchText)
        """)
  }
}
