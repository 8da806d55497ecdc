import ReactiveCore
import Testing
import ViewModelKit

@testable import Workbench

/// Two sessions in one process (the present and the session time travel rebuilds): a
/// change one makes while the other's line is the current cause is never explained by a
/// line of its own that happens to share the other's cause's number (each session's
/// logger counted its own causes from the same number: this read `← line 2: get count`).
@Suite struct CrossSessionCauseTests {
  /// A view-model with one number.
  final class Counter: ViewModel, @unchecked Sendable {
    /// The number.
    let count = MutableProperty(0)
    var displayTitle: String? { nil }
  }

  static func shell() -> ShellHarness {
    ShellHarness(extraApps: [AppDefinition(name: "counter", summary: "a number") { _ in Counter() }]
    )
  }

  @Test func anotherSessionsLineIsNotReadAsOneOfThisSessions() throws {
    let present = Self.shell()
    let other = Self.shell()
    other.runAll(["open counter", "get count"])
    present.runAll(["open counter"])
    let counter = try #require(other.session.perform { other.session.focus as? Counter })
    present.session.perform {
      present.session.runLine("set count 1 in the other session") {
        other.session.perform { counter.count.value = 1 }
      }
    }
    // The cause is the present's; this session's log has no event of it to name.
    #expect(other.run("why count").printed == ["+0.000s  count = 1"])
  }
}
