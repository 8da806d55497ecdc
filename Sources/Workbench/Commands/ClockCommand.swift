import Foundation

/// `clock real|virtual`: switches the session clock.
public struct ClockCommand: ShellCommand {
  public static let name = "clock"
  public static let isReplayed = false
  public static let signature = CommandSignature([
    ArgumentSpec(.choice(SessionClock.Mode.allCases.map(\.rawValue)), .optional, noun: "clock")
  ])
  public static let help = """
    Switches between the real and the virtual clock.
    Every delay, throttle and backend latency runs on this clock. On the virtual clock time stands still until advance DURATION or wait, which makes timing exact and scripts fast; a session that starts on it (--clock virtual) starts at a fixed instant (2026-01-01T00:00:00Z), so a script prints the same on every run.
    A switch never makes time jump: clock virtual stops time where it stands and clock real runs on from there, so ages stay true. Scheduled work moves over with the delay it had left.
    Without an argument, prints the clock in use and, on the virtual clock, how far it has moved (+2.300s).
    """

  /// The clock to switch to; nil to print the current one.
  let mode: SessionClock.Mode?

  public init(_ arguments: ParsedArguments) {
    mode = arguments.word("real|virtual").flatMap(SessionClock.Mode.init(rawValue:))
  }

  public func run(in session: Session) throws -> CommandOutcome {
    if let mode {
      session.clock.switchTo(mode)
    }
    let pending = session.clock.pendingActionCount
    let detail =
      pending == 0 ? "" : ", \(pending) scheduled \(pending == 1 ? "action" : "actions") waiting"
    let elapsed = session.clock.virtualElapsed.map { String(format: ", +%.3fs", $0) } ?? ""
    session.console.result("clock: \(session.clock.mode.rawValue)\(elapsed)\(detail)")
    return .done
  }
}
