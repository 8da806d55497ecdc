import Foundation
@_spi(Inspection) import ReactiveCore

/// The view-models a host has seen, each pinned (`ObjectPin`: known to be alive or not,
/// not kept alive), so it can count by type those still alive: what was shown and
/// released is gone from the counts, what was shown and is still held somewhere (a leak
/// after `back`) stays. Only view-models noted are counted. A pin, unlike a weak
/// reference, gives the view-model no side table, so the app's own retains and releases
/// of its rows (a page's array copy) stay on the runtime's fast path.
public final class LiveViewModels: @unchecked Sendable {
  private let lock = NSLock()
  /// The identities of the view-models noted: a pinned view-model's address is not
  /// reused while its pin is kept, so an identity here is the noted view-model's.
  private var noted: Set<ObjectIdentifier> = []
  /// The view-models noted, by type name, their pins side by side: every type seen
  /// stays, so counting looks at each view-model once without hashing its type's name
  /// (the session counts after every line, and a list may hold 10,000 rows).
  private var byType: [String: [ObjectPin]] = [:]

  /// None seen yet.
  public init() {}

  /// Remembers `viewModel` (once, however often it is noted).
  public func note(_ viewModel: any ViewModel) {
    lock.withLock {
      if noted.insert(ObjectIdentifier(viewModel)).inserted {
        byType[viewModel.typeName, default: []].append(ObjectPin(viewModel))
      }
    }
  }

  /// Whether `viewModel` has been noted.
  public func isNoted(_ viewModel: any ViewModel) -> Bool {
    lock.withLock { noted.contains(ObjectIdentifier(viewModel)) }
  }

  /// The type names of every view-model noted, alive or not, sorted.
  public var typesSeen: [String] { lock.withLock { byType.keys.sorted() } }

  /// How many view-models noted are still alive, by type name. The pins of those gone
  /// are let go of here, which frees their memory.
  public var countsByType: [String: Int] {
    lock.withLock {
      var counts: [String: Int] = [:]
      for (typeName, pins) in byType {
        // One load of each row's reference counts; the gone ones (if any) are removed
        // in a second pass, which counts what it keeps.
        var alive = 0
        var firstGone: Int?
        for (index, pin) in pins.enumerated() {
          if pin.isAlive {
            alive += 1
          } else if firstGone == nil {
            firstGone = index
          }
        }
        if let firstGone {
          // Gone ones are removed only when there are some.
          var kept = Array(pins[..<firstGone])
          for pin in pins[firstGone...] {
            if pin.isAlive {
              kept.append(pin)
            } else {
              noted.remove(pin.identity)
            }
          }
          byType[typeName] = kept
          alive = kept.count
        }
        if alive > 0 { counts[typeName] = alive }
      }
      return counts
    }
  }
}
