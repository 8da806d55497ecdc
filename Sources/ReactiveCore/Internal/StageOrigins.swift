/// Which stage, property or action sends on a signal, remembered only while an
/// instrument is installed, so that a stage made after that signal can name its input
/// (`StageInput`). A side table keyed by the signal core's identity, holding the core
/// weakly: the hot paths and `SignalCore` itself know nothing of it.
enum StageOrigins {
  private final class Entry {
    weak var core: AnyObject?
    let input: StageInput

    init(core: AnyObject, input: StageInput) {
      self.core = core
      self.input = input
    }
  }

  private struct Table {
    var entries: [ObjectIdentifier: Entry] = [:]
    /// When to sweep out entries whose core is gone: twice the live count at the
    /// last sweep, so sweeping costs amortized constant time per entry.
    var sweepAt = 1024
  }

  private static let table = Locked(Table())

  /// Records that `core` sends what `input` sends.
  static func record(_ core: AnyObject, as input: StageInput) {
    table.withLock { table in
      table.entries[ObjectIdentifier(core)] = Entry(core: core, input: input)
      guard table.entries.count >= table.sweepAt else { return }
      table.entries = table.entries.filter { $0.value.core != nil }
      table.sweepAt = max(1024, table.entries.count * 2)
    }
  }

  /// What sends on `core`: `.unknown` if nothing was recorded for it (or the entry
  /// belongs to a core since released whose identity was reused).
  static func input(of core: AnyObject) -> StageInput {
    table.withLock { table in
      guard let entry = table.entries[ObjectIdentifier(core)], entry.core === core else {
        return .unknown
      }
      return entry.input
    }
  }
}
