import Foundation

/// What the shell does after a command ran.
public enum CommandOutcome {
  /// Read the next command.
  case done
  /// End the session.
  case quit
  /// Wait on the real clock, off the session queue, until `condition` (checked on the
  /// session queue) holds, or fail with `timeoutMessage` after `timeout` seconds.
  case waitOnRealClock(condition: () -> Bool, timeout: TimeInterval, timeoutMessage: () -> String)
  /// Wait this many seconds on the real clock, off the session queue (`sleep`); Ctrl-C
  /// ends the wait early.
  case sleepOnRealClock(TimeInterval)
  /// Run these lines next, one after the other, as if typed (`type`, `next`); the first
  /// that fails is the command's failure.
  case runLines([String])
  /// Take `tour` from step `step` (0-based), its own lines run by the interpreter.
  case startTour(Tour, step: Int)
}
