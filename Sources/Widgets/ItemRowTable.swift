import Foundation

/// The rows being collected for `ItemRows.rows`: slots filled as each item's first row
/// arrives, then the complete list, updated in place. A lock serializes the rows'
/// changes and their delivery, as a merge would.
final class ItemRowTable<Row>: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var slots: [Row?]
  private var missing: Int
  private var rows: [Row] = []

  /// A table for `count` items, none of which has a row yet.
  init(count: Int) {
    slots = Array(repeating: nil, count: count)
    missing = count
  }

  /// Records `row` at `index` and, once each item has a row, hands every row to `send`.
  func set(_ row: Row, at index: Int, send: ([Row]) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    guard missing > 0 else {
      rows[index] = row
      send(rows)
      return
    }
    if slots[index] == nil { missing -= 1 }
    slots[index] = row
    guard missing == 0 else { return }
    rows = slots.map { $0! }
    slots = []
    send(rows)
  }
}
