import Foundation

/// The view-models a host has seen, held weakly, so it can count by type those still
/// alive: what was shown and released is gone from the counts, what was shown and is
/// still held somewhere (a leak after `back`) stays. Only view-models noted are counted.
public final class LiveViewModels: @unchecked Sendable {
  /// A view-model noted, held weakly, under the identity it was noted by.
  private final class Noted {
    let key: ObjectIdentifier
    weak var viewModel: (any ViewModel)?

    init(_ viewModel: any ViewModel) {
      key = ObjectIdentifier(viewModel)
      self.viewModel = viewModel
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
      if noted[key]?.viewModel == nil {
        let entry = Noted(viewModel)
        noted[key] = entry
        byType[viewModel.typeName, default: []].append(entry)
      }
    }
  }

  /// Whether `viewModel` has been noted (and is the one noted under its identity).
  public func isNoted(_ viewModel: any ViewModel) -> Bool {
    lock.withLock { noted[ObjectIdentifier(viewModel)]?.viewModel === viewModel }
  }

  /// The type names of every view-model noted, alive or not, sorted.
  public var typesSeen: [String] { lock.withLock { byType.keys.sorted() } }

  /// How many view-models noted are still alive, by type name.
  public var countsByType: [String: Int] {
    lock.withLock {
      var counts: [String: Int] = [:]
      for (typeName, group) in byType {
        let alive = group.lazy.filter { $0.viewModel != nil }.count
        if alive < group.count {
          // Gone ones are removed only when there are some.
          let gone = group.filter { $0.viewModel == nil }
          byType[typeName] = group.filter { $0.viewModel != nil }
          for entry in gone where noted[entry.key] === entry { noted[entry.key] = nil }
        }
        if alive > 0 { counts[typeName] = alive }
      }
      return counts
    }
  }
}
