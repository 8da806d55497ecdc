import Foundation

/// One line a session ran, as `history` lists it and time travel replays it: its number,
/// its text, when it started on the clock in charge, whether it succeeded and changes
/// what a replay rebuilds, and the events the log had taken before and after it.
public struct LineRecord: Sendable, Equatable {
  /// The line's number in the session (`line 5` in the log).
  public let number: Int
  /// The line as it ran (secrets included: a replay needs them; `history` masks them).
  public let line: String
  /// The clock in charge when it started.
  public let clock: SessionClock.Mode
  /// When it started, in seconds since the session started (the session's time runs on
  /// across clock switches).
  public let offset: TimeInterval
  /// When it ended, in seconds since the session started.
  public let endOffset: TimeInterval
  /// Why it failed, nil when it succeeded.
  public let failure: String?
  /// Whether a replay runs it: it succeeded and its command is part of the session
  /// (`ShellCommand.isReplayed`), not about the shell (`save`, `tour`, `goto`).
  public let isReplayed: Bool
  /// How many events the log had taken when the line started.
  public let eventsBefore: Int
  /// How many events the log had taken when the line ended.
  public let eventsAfter: Int
  /// The tour that ran the line to catch up when it resumed (`tour NAME` after `tour
  /// quit`), nil for a line typed or run otherwise: `save` says which lines were not typed.
  public let resumingTour: String?

  /// A record; the interpreter makes these as lines conclude, tests may too.
  public init(
    number: Int, line: String, clock: SessionClock.Mode, offset: TimeInterval,
    endOffset: TimeInterval,
    failure: String?, isReplayed: Bool, eventsBefore: Int, eventsAfter: Int,
    resumingTour: String? = nil
  ) {
    self.resumingTour = resumingTour
    self.number = number
    self.line = line
    self.clock = clock
    self.offset = offset
    self.endOffset = endOffset
    self.failure = failure
    self.isReplayed = isReplayed
    self.eventsBefore = eventsBefore
    self.eventsAfter = eventsAfter
  }

  /// When a replay on the virtual clock runs it: the virtual start plus `offset`, so that
  /// each line runs at its recorded time, whichever clock the session was on.
  public var replayDate: Date { SessionClock.virtualStart.addingTimeInterval(offset) }

  /// The start as the log prints times: `+2.000s`.
  public var timeText: String { Self.timeText(ofSeconds: offset) }

  /// `seconds` since the start as the log prints times: `+2.000s`.
  static func timeText(ofSeconds seconds: TimeInterval) -> String {
    let milliseconds = max(0, Int64((seconds * 1000).rounded()))
    let fraction = String(milliseconds % 1000)
    return
      "+\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)s"
  }
}
