import Foundation
@_spi(Inspection) import ReactiveCore

/// A view-model's identity for the event log: a number the kit gives it the first time
/// it is asked for one (the log asks as it names the view-model's members, before any
/// event can carry it), and never gives another. Given then rather than when the
/// view-model is made: a page of 10,000 rows of which the log names 500 would otherwise
/// pay a table entry and a pin for each of the 9,500 it never names. Unlike
/// an `ObjectIdentifier` (an address, which a new object may take once the old one is
/// freed), a replaced row's number is never the number of the row that took its place,
/// so its events never answer for the new row. The kit holds no strong reference: a
/// freed view-model's number stays in the events that carry it.
public struct ViewModelID: Hashable, Sendable, CustomStringConvertible {
  /// The number, counting from 1 in the order view-models were given one.
  public let rawValue: Int

  /// The identity numbered `rawValue` (tests and the log's JSON make these).
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// `vm7`.
  public var description: String { "vm\(rawValue)" }

  /// The identity of `viewModel`: the one it was given, or a new one.
  public static func of(_ viewModel: any ViewModel) -> ViewModelID {
    registry.id(of: viewModel)
  }

  private static let registry = Registry()

  /// The numbers given, by address, each with a pin on its view-model (`ObjectPin`):
  /// while the entry exists no other object takes that address; once its view-model is
  /// gone and the entry swept out, a new object there gets a new number.
  private final class Registry: @unchecked Sendable {
    private struct Entry {
      /// Pinned, not held weakly (see `ObjectPin`): no side table for the view-model.
      let viewModel: ObjectPin
      let id: ViewModelID
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var last = 0
    /// The entry count at which the gone entries are next swept out.
    private var sweepAt = 1024

    func id(of viewModel: any ViewModel) -> ViewModelID {
      lock.withLock {
        let key = ObjectIdentifier(viewModel)
        if let entry = entries[key], entry.viewModel.pins(viewModel) { return entry.id }
        last += 1
        let id = ViewModelID(rawValue: last)
        entries[key] = Entry(viewModel: ObjectPin(viewModel), id: id)
        if entries.count >= sweepAt {
          entries = entries.filter { $0.value.viewModel.isAlive }
          sweepAt = max(1024, 2 * entries.count)
        }
        return id
      }
    }
  }
}
