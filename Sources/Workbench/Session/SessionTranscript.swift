import Foundation

/// The lines of a session that succeeded, in order, each with the clock it ran on and
/// when it started and ended in real time: what `save` turns into a script that replays
/// the session. Used on the session queue.
public final class SessionTranscript {
  /// One line that succeeded.
  public struct Entry: Sendable, Equatable {
    /// The line as it ran.
    public let line: String
    /// The clock in charge when it ran.
    public let clock: SessionClock.Mode
    /// When it started and ended, real time.
    public let started: Date
    /// When it ended, real time.
    public let ended: Date
  }

  /// Every line recorded so far.
  public private(set) var entries: [Entry] = []

  /// An empty transcript.
  public init() {}

  /// Adds `line`, which succeeded between `started` and `ended`.
  func add(_ line: String, clock: SessionClock.Mode, started: Date, ended: Date) {
    entries.append(Entry(line: line, clock: clock, started: started, ended: ended))
  }
}
