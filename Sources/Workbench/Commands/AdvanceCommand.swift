import Foundation

/// `advance DURATION`: moves virtual time forward.
public struct AdvanceCommand: ShellCommand {
  public static let name = "advance"
  public static let synopsis = "advance DURATION"
  public static let help = """
    Moves the virtual clock forward by DURATION.
    DURATION is like 1.5s or 200ms; every delay,
    throttle and backend response that falls due, in order. Needs clock virtual.
    """

  /// How far, in seconds.
  let seconds: TimeInterval

  public init(arguments: [Token]) throws {
    guard arguments.count == 1 else { throw Self.usage("name one duration") }
    seconds = try DurationParser.seconds(from: arguments[0].text)
  }

  public static func completions(
    forArgument index: Int, after previous: [String], in session: Session
  )
    -> [String]
  {
    index == 0 ? ["200ms", "500ms", "1s", "2s"] : []
  }

  public func run(in session: Session) throws -> CommandOutcome {
    guard session.clock.advance(by: seconds) else {
      throw ShellError(
        "advance works on the virtual clock, and the clock is real: real time moves by itself; type clock virtual first"
      )
    }
    session.console.result("advanced \(DurationParser.format(seconds))")
    return .done
  }
}
