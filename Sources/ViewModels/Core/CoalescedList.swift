import Foundation
import ReactiveCore

/// A list whose changes are applied in batches: every change enqueued before the
/// scheduler's next turn is applied together, so observers of `property` see one
/// update instead of several (the tutorial's `bufferWithTime:0` trick).
final class CoalescedList<Element>: @unchecked Sendable {
  /// The list, updated once per batch of changes.
  let property: MutableProperty<[Element]>

  private let scheduler: Scheduler
  private let lock = NSLock()
  private var pendingChanges: [([Element]) -> [Element]] = []

  /// An empty list whose batches are applied on `scheduler`.
  init(on scheduler: Scheduler) {
    self.scheduler = scheduler
    property = MutableProperty([])
  }

  /// Queues `change` (the new list from the old one) for the next batch.
  func enqueue(_ change: @escaping ([Element]) -> [Element]) {
    let isFirstOfBatch = lock.withLock {
      pendingChanges.append(change)
      return pendingChanges.count == 1
    }
    if isFirstOfBatch {
      scheduler.schedule { [weak self] in self?.applyPendingChanges() }
    }
  }

  /// Queues replacing the whole list with `elements`.
  func replace(with elements: [Element]) {
    enqueue { _ in elements }
  }

  /// Queues appending `elements`.
  func append(_ elements: [Element]) {
    enqueue { $0 + elements }
  }

  private func applyPendingChanges() {
    let changes = lock.withLock {
      defer { pendingChanges = [] }
      return pendingChanges
    }
    guard !changes.isEmpty else { return }
    let current = property.value
    let updated = changes.reduce(current) { list, change in change(list) }
    // Clearing a list that is already empty is no change worth an update.
    if current.isEmpty && updated.isEmpty { return }
    property.value = updated
  }
}
