import Model

/// `sleep DURATION`: waits on the real clock; on the virtual clock it is `advance`, so a
/// paced demo and its test are the same file.
public struct SleepCommand: ShellCommand {
  public static let name = "sleep"
  public static let signature = CommandSignature([ArgumentSpec("DURATION", .duration)])
  public static let help = """
    Waits DURATION, then goes on; prints nothing.
    On the real clock it waits (live events print meanwhile; Ctrl-C stops it); on the virtual clock it moves time on like advance, so a paced demo runs as a test unchanged.
    """

  /// How long.
  let span: TimeSpan

  public init(_ arguments: ParsedArguments) throws {
    span = try arguments.required("DURATION", arguments.duration)
  }

  public func run(in session: Session) throws -> CommandOutcome {
    guard session.clock.mode == .virtual else { return .sleepOnRealClock(span.seconds) }
    let moved = session.clock.advance(by: span.seconds, stoppingWhen: session.takeInterrupt)
    if let moved, moved < span.seconds {
      throw ShellError(
        "sleep \(span) interrupted (Ctrl-C) after \(TimeSpan(clampingSeconds: moved)) of virtual time"
      )
    }
    return .done
  }
}
