import Foundation
import ReactiveCore
import Sandbox
import Workbench

/// Runs sandbox source through the sandbox's parser, type checker and builder: an input
/// whose first line is `#sandbox` holds `let`, `bind` and `unbind` lines, each checked
/// and, when it checks, run in one sandbox over a small app on the virtual clock.
/// A refused line is an outcome, not a crash; any trap or hang is a bug in the sandbox.
public enum SandboxFuzzing {
  /// The first line that marks an input as sandbox source.
  public static let marker = "#sandbox"

  /// Runs `lines` (after the marker) and returns each line's outcome, the marker's first.
  public static func run(_ lines: [Substring]) -> [LineOutcome] {
    let scheduler = TestScheduler()
    let app = FuzzedApp()
    let sandbox = Sandbox(scheduler: scheduler, sources: app, services: FuzzedServices())
    var outcomes: [LineOutcome] = [.succeeded]
    for line in lines.dropFirst() {
      // Blank lines and comments are nothing, as in a script.
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") {
        outcomes.append(.succeeded)
        continue
      }
      do {
        try sandbox.check(String(line))
        try sandbox.run(String(line))
        outcomes.append(.succeeded)
      } catch {
        // The caret line is drawn for every refusal, as the shell draws it.
        outcomes.append(.failed(error.caretLine(under: String(line))))
      }
      app.searchText.value += "a"
      app.count.value += 1
      scheduler.advance(by: 0.5)
    }
    sandbox.removeAll()
    return outcomes
  }
}

/// The members a fuzzed sandbox line may read: one of each kind of value.
private final class FuzzedApp: SandboxSources {
  let searchText = MutableProperty("")
  let count = MutableProperty(0)
  let ratio = MutableProperty(0.5)
  let isValid = MutableProperty(false)
  let nickname = MutableProperty<String?>(nil)
  let words = MutableProperty(["a", "b"])
  let pair = MutableProperty((1, "one"))
  let busy = Property(value: false)

  func member(named name: String) -> SandboxMember? {
    switch name {
    case "searchText": return SandboxMember(searchText)
    case "count": return SandboxMember(count)
    case "ratio": return SandboxMember(ratio)
    case "isValid": return SandboxMember(isValid)
    case "nickname": return SandboxMember(nickname)
    case "words": return SandboxMember(words)
    case "pair": return SandboxMember(pair)
    case "busy": return SandboxMember(busy)
    default: return nil
    }
  }

  var memberNames: [String] {
    ["searchText", "count", "ratio", "isValid", "nickname", "words", "pair", "busy"]
  }
}

/// Services that answer at once: `twitter.searchRecent(query)` with the query's words,
/// failing for an empty query, and `login.login(first, last)`.
private final class FuzzedServices: SandboxServices {
  struct Failure: Error {}

  var serviceNames: [String] { ["twitter", "login"] }

  func calls(of service: String) -> [SandboxServiceCall] {
    switch service {
    case "twitter":
      return [
        SandboxServiceCall("searchRecent", parameter: "query") { (query: String) in
          query.isEmpty
            ? SignalProducer<[String], Failure>(error: Failure())
            : SignalProducer(value: query.split(separator: " ").map(String.init))
        }
      ]
    case "login":
      return [
        SandboxServiceCall("login", parameters: ("firstName", "lastName")) {
          (first: String, last: String) in SignalProducer<String, Never>(value: first + last)
        }
      ]
    default:
      return []
    }
  }
}
