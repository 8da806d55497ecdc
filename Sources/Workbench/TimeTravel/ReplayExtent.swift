import Foundation

/// What a replay rebuilt, kept with the moment it stands at so that a later `goto` to a
/// later line can go on from there instead of replaying from the start: the history
/// records the moment holds, the lines left out, the branch replayed, whether it stopped
/// right after a line, and how its session stood when the replay ended. Going on is
/// exact only if all of these still hold: the same lines (a prefix of what is replayed
/// now), skipping the same ones, stopped right after a line (not part-way through one, at
/// an event or a time), and no line has run there since, nor anything logged an event,
/// moved the clock or scheduled work. A reading command typed at the moment counts as a
/// line: it changes nothing a user reads, but the log keeps each line it ran as a
/// possible cause of later work, and one of them (`watches`, typed at a moment of a
/// built-in tour) was logged in the middle of the lines replayed after it, which a replay
/// from the start never logs.
struct ReplayExtent {
  /// How a session stands: what a line run in it would have changed.
  struct Mark: Equatable {
    /// How many lines it has run (its line count, which every line typed moves on).
    let lines: Int
    /// How many events its log has taken.
    let events: Int
    /// Its clock, in seconds since it started.
    let elapsed: TimeInterval
    /// When its next scheduled action is due (nil: none).
    let nextAction: Date?
    /// How many one-off actions wait to run.
    let pendingActions: Int

    /// How `session` stands now; on its queue.
    init(of session: Session) {
      lines = session.lineCount
      events = session.eventLog.appendedCount
      elapsed = session.elapsedSeconds
      nextAction = session.clock.nextVirtualActionDate
      pendingActions = session.clock.pendingActionCount
    }
  }

  /// The history records the moment holds, in order.
  let records: ArraySlice<LineRecord>
  /// The lines left out (`skip`).
  let skipping: Set<Int>
  /// The number of the branch replayed, nil for the session's own history.
  let branchNumber: Int?
  /// Whether the replay stopped right after a line (`goto 5`), where the next line starts.
  let endsAfterALine: Bool
  /// How the session stood when the replay ended.
  let mark: Mark

  /// Whether a replay of `records` (the session's history or branch `branchNumber`)
  /// skipping `skipping`, to a moment holding the first `included` records and, for an
  /// event, logging event `event`, may go on from this moment, whose session stands as
  /// `now`.
  func canGoOn(
    to included: Int, of records: [LineRecord], skipping: Set<Int>, branchNumber: Int?,
    event: Int?, now: Mark
  ) -> Bool {
    endsAfterALine && now == mark && self.skipping == skipping
      && self.branchNumber == branchNumber && self.records.count <= included
      && records.prefix(self.records.count) == self.records
      // An event logged already was logged part-way through a line the moment holds.
      && (event.map { $0 > mark.events } ?? true)
  }
}
