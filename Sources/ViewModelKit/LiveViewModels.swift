import Foundation

/// The view-models a host has seen, held weakly, so it can count by type those still
/// alive: what was shown and released is gone from the counts, what was shown and is
/// still held somewhere (a leak after `back`) stays. Only view-models noted are counted.
public final class LiveViewModels: @unchecked Sendable {
  private struct Entry {
    weak var viewModel: (any ViewModel)?
    let typeName: String
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var seen: Set<String> = []

  /// None seen yet.
  public init() {}

  /// Remembers `viewModel` (once, however often it is noted).
  public func note(_ viewModel: any ViewModel) {
    lock.withLock {
      let key = ObjectIdentifier(viewModel)
      if entries[key]?.viewModel == nil {
        entries[key] = Entry(viewModel: viewModel, typeName: viewModel.typeName)
        seen.insert(viewModel.typeName)
      }
    }
  }

  /// Whether `viewModel` has been noted (and is the one noted under its identity).
  public func isNoted(_ viewModel: any ViewModel) -> Bool {
    lock.withLock { entries[ObjectIdentifier(viewModel)]?.viewModel === viewModel }
  }

  /// The type names of every view-model noted, alive or not, sorted.
  public var typesSeen: [String] { lock.withLock { seen.sorted() } }

  /// How many view-models noted are still alive, by type name.
  public var countsByType: [String: Int] {
    lock.withLock {
      // Counted in place, and the gone ones removed only when there are some: the
      // session counts after every line, and a list may hold 10,000 rows.
      var counts: [String: Int] = [:]
      var gone: [ObjectIdentifier] = []
      for (key, entry) in entries {
        if entry.viewModel == nil {
          gone.append(key)
        } else {
          counts[entry.typeName, default: 0] += 1
        }
      }
      for key in gone { entries[key] = nil }
      return counts
    }
  }
}
