import Foundation
@_spi(Inspection) import ReactiveCore
internal import ReactiveCoreSupport

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
  private var byType: [String: Pins] = [:]

  /// The pins of one type's view-models, with each one's address beside it: counting
  /// asks the runtime about the address (one load), where a pin copied out of its array
  /// takes and drops an unowned reference to its row (two atomic operations). A pin keeps
  /// its object's memory, so the address stays its object's while the pin is kept.
  private struct Pins {
    var pins: [ObjectPin] = []
    var addresses: [UnsafeMutableRawPointer] = []

    mutating func append(_ viewModel: any ViewModel) {
      pins.append(ObjectPin(viewModel))
      addresses.append(Unmanaged.passUnretained(viewModel as AnyObject).toOpaque())
    }
  }

  /// None seen yet.
  public init() {}

  /// Remembers `viewModel` (once, however often it is noted).
  public func note(_ viewModel: any ViewModel) {
    lock.withLock {
      if noted.insert(ObjectIdentifier(viewModel)).inserted {
        byType[viewModel.typeName, default: Pins()].append(viewModel)
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
      for (typeName, type) in byType {
        // One load of each row's reference counts; the gone ones (if any) are removed
        // in a second pass, which counts what it keeps.
        var alive = 0
        var firstGone: Int?
        for (index, address) in type.addresses.enumerated() {
          if !reactive_core_is_deinitializing(address) {
            alive += 1
          } else if firstGone == nil {
            firstGone = index
          }
        }
        if let firstGone {
          // Gone ones are removed only when there are some.
          var kept = Pins(
            pins: Array(type.pins[..<firstGone]), addresses: Array(type.addresses[..<firstGone]))
          for index in firstGone..<type.pins.count {
            if reactive_core_is_deinitializing(type.addresses[index]) {
              noted.remove(type.pins[index].identity)
            } else {
              kept.pins.append(type.pins[index])
              kept.addresses.append(type.addresses[index])
            }
          }
          byType[typeName] = kept
          alive = kept.pins.count
        }
        if alive > 0 { counts[typeName] = alive }
      }
      return counts
    }
  }
}
