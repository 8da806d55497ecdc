/// The pending actions of a `TestScheduler`, in the order they run: by time, then in the
/// order they were scheduled. A binary heap of (time, sequence) keys beside the actions
/// by sequence number, so that scheduling, running the next action and cancelling one
/// stay cheap with thousands of repeating timers pending (a sorted array made each
/// O(n): a virtual second of 10,000 one-second timers took a tenth of a second).
/// A cancelled action is released at once; its key is dropped when it reaches the top,
/// or when cancelled keys outnumber the live ones.
struct TestSchedulerQueue<Action> {
  private struct Key: Comparable {
    /// The scheduler's time: microseconds after its start date.
    let time: Int64
    let sequence: UInt64

    static func < (left: Key, right: Key) -> Bool {
      (left.time, left.sequence) < (right.time, right.sequence)
    }
  }

  private var heap: [Key] = []
  private var actions: [UInt64: Action] = [:]

  /// How many actions are pending (cancelled ones not counted).
  var count: Int { actions.count }

  /// Queues `action` to run at `time`; `sequence` must grow with every call.
  mutating func insert(_ action: Action, at time: Int64, sequence: UInt64) {
    actions[sequence] = action
    heap.append(Key(time: time, sequence: sequence))
    siftUp(from: heap.count - 1)
  }

  /// Takes the action `sequence` out of the queue and returns it, if it was pending.
  mutating func remove(sequence: UInt64) -> Action? {
    let removed = actions.removeValue(forKey: sequence)
    if heap.count > 64 && heap.count > 2 * actions.count { compact() }
    return removed
  }

  /// The time of the next pending action.
  mutating func firstTime() -> Int64? {
    dropCancelledTop()
    return heap.first?.time
  }

  /// Takes out the next pending action if it is due by `time`, with its time.
  mutating func popFirst(dueBy time: Int64) -> (time: Int64, action: Action)? {
    dropCancelledTop()
    guard let top = heap.first, top.time <= time else { return nil }
    removeTop()
    guard let action = actions.removeValue(forKey: top.sequence) else { return nil }
    return (top.time, action)
  }

  private mutating func dropCancelledTop() {
    while let top = heap.first, actions[top.sequence] == nil { removeTop() }
  }

  private mutating func compact() {
    heap.removeAll { actions[$0.sequence] == nil }
    for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(from: index) }
  }

  private mutating func removeTop() {
    let last = heap.removeLast()
    guard !heap.isEmpty else { return }
    heap[0] = last
    siftDown(from: 0)
  }

  private mutating func siftUp(from start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child] < heap[parent] else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count && heap[left] < heap[smallest] { smallest = left }
      if right < heap.count && heap[right] < heap[smallest] { smallest = right }
      guard smallest != parent else { return }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
