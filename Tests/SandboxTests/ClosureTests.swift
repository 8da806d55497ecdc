import ReactiveCore
import Sandbox
import Testing

/// What closures and constants compute: Swift's own results, on the Swift types the
/// values have.
@Suite struct ClosureTests {
  private let scheduler = TestScheduler()
  private let app = TestApp()
  private let sandbox: Sandbox

  init() {
    sandbox = Sandbox(
      scheduler: scheduler, sources: app, services: TestServices(scheduler: scheduler))
  }

  /// The current value of the value `line` defines.
  private func value(_ line: String) throws -> Any? {
    guard case .defined(let value) = try sandbox.run(line) else { return nil }
    return value.currentValue
  }

  @Test func constantsAreSwiftsArithmetic() throws {
    #expect(try value("let half = 7 / 2") as? Int == 3)
    #expect(try value("let exact = 7.0 / 2") as? Double == 3.5)
    #expect(try value("let scaled = 2 * 1.5") as? Double == 3.0)
    #expect(try value("let rest = -7 % 3") as? Int == -1)
    #expect(try value("let label = \"\\(1 + 2) items\"") as? String == "3 items")
    #expect(try value("let answer = true && !false ? \"yes\" : \"no\"") as? String == "yes")
    #expect(try value("let numbers = [1, 2, 3].contains(2)") as? Bool == true)
  }

  @Test func aConstantIsASettablePropertyOfItsType() throws {
    guard case .defined(let limit) = try sandbox.run("let limit: Int? = nil") else {
      Issue.record("not defined")
      return
    }
    #expect(limit.type.description == "MutableProperty<Int?>")
    let property = try #require(limit.settable as? MutableProperty<Int?>)
    property.value = 3
    #expect(limit.currentValue as? Int? == 3)
  }

  @Test func optionalsAreUnwrappedWithCoalescingAndComparedWithNil() throws {
    let name = try #require(
      try sandbox.run("let shown = nickname.map { $0 ?? \"anonymous\" }").value)
    let missing = try #require(try sandbox.run("let missing = nickname.map { $0 == nil }").value)
    #expect(name.currentValue as? String == "anonymous")
    #expect(missing.currentValue as? Bool == true)
    app.nickname.value = "Ada"
    #expect(name.currentValue as? String == "Ada")
    #expect(missing.currentValue as? Bool == false)
  }

  @Test func fieldsOfAppValuesAreRead() throws {
    #expect(try value("let who = pinned.map { $0.author.name.uppercased() }") as? String == "GRACE")
    #expect(try value("let big = pinned.map { $0.author.followers > 5 }") as? Bool == true)
  }

  @Test func aRowsPropertiesReadAsTheirValues() throws {
    let title = try #require(try sandbox.run("let title = row.map { $0.title + \"!\" }").value)
    #expect(title.currentValue as? String == "first!")
    #expect(try value("let shown = row.map { $0.isVisible }") as? Bool == true)
    #expect(throws: SandboxError.self) { try sandbox.run("let hidden = row.map { $0._storage }") }
  }

  @Test func aTupleIsTakenApartWhenTheClosureUsesDollarOne() throws {
    #expect(try value("let sentence = pair.map { \"\\($1) is \\($0)\" }") as? String == "one is 1")
    #expect(try value("let word = pair.map { $0.1 }") as? String == "one")
    #expect(try value("let named = pair.map { number, word in word + \"!\" }") as? String == "one!")
    #expect(try value("let whole = pair.map { $0 }") as? (Int, String) != nil)
  }

  @Test func conversionsAreSwifts() throws {
    let parsed = try #require(
      try sandbox.run("let parsed = searchText.map { Int($0) ?? -1 }").value)
    #expect(parsed.currentValue as? Int == -1)
    app.searchText.value = "42"
    #expect(parsed.currentValue as? Int == 42)
    #expect(try value("let text = count.map { String($0) + \"!\" }") as? String == "0!")
    #expect(try value("let whole = ratio.map { Int($0 * 2.5) }") as? Int == 2)
  }

  @Test func textMembersAreSwifts() throws {
    app.searchText.value = "Swift Sandbox"
    #expect(
      try value("let a = searchText.map { $0.lowercased().hasPrefix(\"swift\") }") as? Bool == true)
    #expect(
      try value("let b = searchText.map { $0.contains(\"Sand\") && $0.hasSuffix(\"x\") }") as? Bool
        == true)
    #expect(
      try value("let c = tweets.map { $0.isEmpty ? \"none\" : \"some\" }") as? String == "none")
    #expect(try value("let d = tweets.map { $0.first == nil }") as? Bool == true)
  }

  @Test func aFaultIsReportedAndGivesZero() throws {
    var notices: [String] = []
    sandbox.notices.observeValues { notices.append($0.description) }
    let share = try #require(try sandbox.run("let share = count.map { 100 / $0 }").value)
    #expect(share.currentValue as? Int == 0)
    #expect(notices == ["share: division by zero in 100 / $0; the result was 0"])
    app.count.value = 4
    #expect(share.currentValue as? Int == 25)
    try sandbox.run("let huge = count.map { $0 * 9223372036854775807 }")
    #expect(notices.last == "huge: integer overflow in $0 * 9223372036854775807; the result was 0")
  }

  @Test func aTextCannotGrowWithoutBound() throws {
    var notices: [String] = []
    sandbox.notices.observeValues { notices.append($0.description) }
    let doubled = try #require(
      try sandbox.run("let doubled = searchText.scan(\"ab\") { $0 + $0 }").value)
    for _ in 0..<20 { app.searchText.value = "" }
    #expect(
      notices == ["doubled: a text longer than 1048576 bytes in $0 + $0; the result was \"\""])
    #expect(doubled.currentValue as? String == "")
  }
}

extension SandboxOutcome {
  /// The value a `let` defined or redefined.
  var value: SandboxValue? {
    switch self {
    case .defined(let value), .redefined(let value, _): return value
    default: return nil
    }
  }
}
