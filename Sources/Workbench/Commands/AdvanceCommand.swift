import Foundation
import Model

/// `advance DURATION`: moves virtual time forward.
public struct AdvanceCommand: ShellCommand {
  public static let name = "advance"
  public static let signature = CommandSignature([ArgumentSpec("DURATION", .duration)])
  public static let help = """
    Moves the virtual clock forward by DURATION.
    DURATION is like 1.5s, 200ms or 2m, from 0 to 365d; every delay, throttle and backend response that falls due runs, in order. Needs clock virtual.
    A long advance (hours of a repeating timer) stops at Ctrl-C and says how far it got.
    """

  /// How far.
  let span: TimeSpan

  public init(_ arguments: ParsedArguments) throws {
    span = try arguments.required("DURATION", arguments.duration)
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let moved = session.clock.advance(by: span.seconds, stoppingWhen: session.takeInterrupt)
    guard let moved else {
      throw ShellError(
        "advance works on the virtual clock, and the clock is real: real time moves by itself; type clock virtual first"
      )
    }
    guard moved >= span.seconds else {
      throw ShellError(
        "advance \(span) interrupted (Ctrl-C) after \(TimeSpan(clampingSeconds: moved)) of virtual time"
      )
    }
    session.console.result("advanced \(span)")
    return .done
  }
}
