import ReactiveCore
import Sandbox
import Testing

/// Thousands of generated lines, chaining every operator over every kind of member with
/// closures that fit some types and not others, run while the app changes under them:
/// none traps, many run, and every value the sandbox holds is of its declared type's
/// Swift type.
@Suite struct GeneratedPipelineTests {
  /// SplitMix64, so that every run generates the same lines.
  private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  private static let members = [
    "searchText", "count", "ratio", "isValid", "nickname", "tweets", "pair", "busy", "pinned",
    "other", "isBusy",
  ]
  private static let targets = ["searchText", "other", "count", "nickname", "isValid"]
  private static let closures = [
    "{ $0 }", "{ \"\\($0)\" }", "{ true }", "{ $0 == $0 }", "{ $0.count }", "{ ($0, 1) }",
    "{ $1 }", "{ $0.0 }", "{ !$0 }", "{ $0 ?? \"x\" }", "{ $0 + 1 }", "{ $0 * 2 }",
    "{ $0.isEmpty }", "{ $0.first }", "{ $0.author.name }", "{ $0 > 3 }", "{ Int($0) }",
    "{ String($0) }", "{ $0.count > 2 }", "{ a, b in b }", "{ $0.text }",
  ]

  private static func pipeline(from names: [String], _ generator: inout SeededGenerator) -> String {
    var text = (members + names).randomElement(using: &generator)!
    for _ in 0..<Int.random(in: 0...4, using: &generator) {
      let source = (members + names).randomElement(using: &generator)!
      let closure = closures.randomElement(using: &generator)!
      let operators = [
        ".map \(closure)", ".filter \(closure)", ".skipRepeats()", ".skipRepeats { $0 == $1 }",
        ".throttle(1s)", ".debounce(300ms)", ".delay(200ms)", ".combineLatest(with: \(source))",
        ".merge(with: \(source))", ".flatMap(.latest) { twitter.searchRecent(\"\\($0)\") }",
        ".flatMap(.merge) { login.login(\"a\", \"\\($0)\") }", ".scan(0) { $0 + 1 }",
        ".scan(\"\") { $0 + \"\\($1)\" }", ".negate()", ".and(\(source))", ".or(\(source))",
      ]
      text += operators.randomElement(using: &generator)!
    }
    return text
  }

  @Test func generatedLinesRunAndHoldValuesOfTheirTypes() {
    var generator = SeededGenerator(state: 33)
    let scheduler = TestScheduler()
    let app = TestApp()
    let sandbox = Sandbox(
      scheduler: scheduler, sources: app, services: TestServices(scheduler: scheduler))
    var accepted = 0
    var names: [String] = []
    for round in 0..<2000 {
      let name = "v\(round % 12)"
      let target = Self.targets.randomElement(using: &generator)!
      let line =
        switch round % 5 {
        case 0: "bind \(target) <~ \(Self.pipeline(from: names, &generator))"
        case 1: "unbind \(target)"
        default: "let \(name) = \(Self.pipeline(from: names, &generator))"
        }
      if (try? sandbox.run(line)) != nil {
        accepted += 1
        if line.hasPrefix("let "), !names.contains(name) { names.append(name) }
      }
      app.searchText.value += "a"
      app.count.value += 1
      app.isBusy.value.toggle()
      app.nickname.value = round % 2 == 0 ? nil : "n"
      app.tweets.value = round % 3 == 0 ? [] : [app.pinned.value]
      scheduler.advance(by: 0.3)
      for value in sandbox.values {
        guard let current = value.currentValue else { continue }
        #expect(
          type(of: current) == value.type.element.nativeType,
          "\(value.line): holds a \(type(of: current)), not a \(value.type.element)")
      }
      if round % 400 == 399 {
        sandbox.removeAll()
        names = []
      }
    }
    #expect(accepted > 400)
  }
}
