/// The counts `resources.NAME` reads, sampled as the session goes, for `timeline
/// resources.NAME`: ReactiveCore's counts, `inFlight` and `leaks` after each line and
/// after each action the clock runs (so a search's answer shows at its own time), the
/// view-model types after each line. A name keeps a sample only where its count changed,
/// and at most `limit` of them (the oldest go first).
struct ResourceSamples {
  /// A count from a time on.
  struct Sample: Equatable {
    /// When, in nanoseconds since the session started (as the timeline's marks).
    let time: Int64
    /// The count from then on.
    let count: Int
  }

  /// How many samples one name keeps: past it, the older half goes.
  static let limit = 10_000

  /// Each name's samples, in time order.
  private(set) var byName: [String: [Sample]] = [:]

  /// Records `counts`, read at `time`: a name whose count did not change keeps its last
  /// sample; a second count at the same time replaces the first (the later one stands).
  mutating func record(_ counts: [(name: String, count: Int)], at time: Int64) {
    for (name, count) in counts {
      // Changed in place through the dictionary: a copy taken out and stored back would
      // copy every sample of the name at each change.
      guard byName[name]?.last?.count != count else { continue }
      if let last = byName[name]?.last, last.time >= time { byName[name]?.removeLast() }
      guard byName[name]?.last?.count != count else { continue }
      byName[name, default: []].append(Sample(time: time, count: count))
      if let kept = byName[name]?.count, kept > Self.limit {
        byName[name]?.removeFirst(kept - Self.limit / 2)
      }
    }
  }

  /// The timeline row of `name`'s samples, labelled `label`: a mark for each count where
  /// it changed.
  func row(for name: String, label: String) -> Timeline.Row {
    Timeline.Row(
      label: label,
      marks: (byName[name] ?? []).map { Timeline.Mark(time: $0.time, text: String($0.count)) })
  }
}
