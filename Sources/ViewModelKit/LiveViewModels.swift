import Foundation
@_spi(Inspection) import ReactiveCore

/// The view-models a host has seen, each pinned (`ObjectPin`: known to be alive or not,
/// not kept alive), so it can count by type those still alive: what was shown and
/// released is gone from the counts, what was shown and is still held somewhere (a leak
/// after `back`) stays. Only view-models noted are counted. A pin, unlike a weak
/// reference, gives the view-model no side table, so the app's own retains and releases
/// of its rows (a page's array copy) stay on the runtime's fast path.
public final class LiveViewModels: @unchecked Sendable {
  /// A view-model noted, pinned.
  private final class Noted {
    let pin: ObjectPin

    init(_ viewModel: any ViewModel) {
      pin = ObjectPin(viewModel)
    }
  }

  private let lock = NSLock()
  private var noted: [ObjectIdentifier: Noted] = [:]
  /// The view-models noted, by type name: every type seen stays, so counting looks at
  /// each view-model once without hashing its type's name (the session counts after
  /// every line, and a list may hold 10,000 rows).
  private var byType: [String: [Noted]] = [:]

  /// None seen yet.
  public init() {}

  /// Remembers `viewModel` (once, however often it is noted).
  public func note(_ viewModel: any ViewModel) {
    lock.withLock {
      let key = ObjectIdentifier(viewModel)
      // A pinned view-model's address is not reused while its pin is here: an entry
      // under this key is this view-model's.
      if noted[key] == nil {
        let entry = Noted(viewModel)
        noted[key] = entry
        byType[viewModel.typeName, default: []].append(entry)
      }
    }
  }

  /// Whether `viewModel` has been noted.
  public func isNoted(_ viewModel: any ViewModel) -> Bool {
    lock.withLock { noted[ObjectIdentifier(viewModel)] != nil }
  }

  /// The type names of every view-model noted, alive or not, sorted.
  public var typesSeen: [String] { lock.withLock { byType.keys.sorted() } }

  /// How many view-models noted are still alive, by type name. The pins of those gone
  /// are let go of here, which frees their memory.
  public var countsByType: [String: Int] {
    lock.withLock {
      var counts: [String: Int] = [:]
      for (typeName, group) in byType {
        // Each pin is looked at once: a view-model that dies meanwhile is counted in
        // this pass as it was seen.
        let isAlive = group.map(\.pin.isAlive)
        let alive = isAlive.lazy.filter { $0 }.count
        if alive < group.count {
          // Gone ones are removed only when there are some.
          byType[typeName] = zip(group, isAlive).filter(\.1).map(\.0)
          for (entry, isAlive) in zip(group, isAlive)
          where !isAlive && noted[entry.pin.identity] === entry {
            noted[entry.pin.identity] = nil
          }
        }
        if alive > 0 { counts[typeName] = alive }
      }
      return counts
    }
  }
}
