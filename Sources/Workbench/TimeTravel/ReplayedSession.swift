/// A session rebuilt by replaying another's lines (`SessionReplay`): where time travel
/// stands after `goto` or `skip`, and what `diff` compares.
public final class ReplayedSession {
  /// The rebuilt session, on the virtual clock, writing no files.
  public let session: Session
  /// What runs lines in it: the reading commands typed at the moment, and the line that
  /// starts a branch there.
  public let interpreter: CommandInterpreter
  /// What the prompt says after `@`: `5`, `#31`, `+2.500s`, `skip 3`.
  public let label: String
  /// The line the moment stands after (0: before the first); the next line typed after a
  /// branch is numbered after it.
  public let lastLine: Int
  /// How many of the original's history records the moment holds (a prefix: the lines
  /// after them are what a branch leaves behind).
  public let historyKept: Int
  /// How many lines were replayed.
  public let linesReplayed: Int
  /// How many events the session holds at the moment: those replayed by this replay and,
  /// when it went on from the moment stood at before, by the replays before it.
  public var eventsReplayed: Int { session.eventLog.appendedCount }
  /// The line of the moment stood at before that this replay went on from (its session
  /// taken over), nil when it started from a fresh session.
  public let wentOnFrom: Int?
  /// What the replay rebuilt, which a later `goto` checks before it goes on from here.
  let extent: ReplayExtent
  /// Whether a later replay took this moment's session over to go on from it: the session
  /// is that replay's now (or was ended, if it failed), and not this moment's to end.
  var isTakenOver = false
  /// The lines that succeeded when typed but failed when replayed, with the message.
  public let divergences: [(number: Int, message: String)]
  /// The branch left earlier that this rebuilds (`goto branch N`), nil for a moment of the
  /// session's own history: a line that changes it goes on in that branch.
  let branch: Branch?

  /// Ends the rebuilt session's work without a word (its runs, requests and app), so that
  /// nothing it was in the middle of prints once time travel lets go of it.
  func end() {
    guard !isTakenOver else { return }
    Self.end(session)
  }

  /// Ends `session`'s work without a word (see `end()`).
  static func end(_ session: Session) {
    session.console.withoutOutput {
      session.perform {
        _ = session.cancelEverything()
        session.closeApp()
      }
    }
  }

  init(
    session: Session, interpreter: CommandInterpreter, label: String, lastLine: Int,
    historyKept: Int, linesReplayed: Int, divergences: [(number: Int, message: String)],
    branch: Branch? = nil, wentOnFrom: Int? = nil, extent: ReplayExtent
  ) {
    self.branch = branch
    self.wentOnFrom = wentOnFrom
    self.extent = extent
    self.session = session
    self.interpreter = interpreter
    self.label = label
    self.lastLine = lastLine
    self.historyKept = historyKept
    self.linesReplayed = linesReplayed
    self.divergences = divergences
  }
}
