/// What running one line did.
public enum LineOutcome: Equatable, Sendable {
  /// The command succeeded (or the line was blank or a comment).
  case succeeded
  /// The command failed; the message says why.
  case failed(String)
  /// The user asked to end the session.
  case quit
}
