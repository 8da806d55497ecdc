/// The process's exit status.
public enum ExitCode: Int32, Sendable {
  /// Every command succeeded and every expect held.
  case success = 0
  /// A command failed or an expect did not hold.
  case failure = 1
  /// The command line was wrong (EX_USAGE).
  case usage = 64
}
