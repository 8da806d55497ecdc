/// `trace on|off`: prints every change in the current view-model tree as it happens.
public struct TraceCommand: ShellCommand {
  public static let name = "trace"
  public static let signature = CommandSignature([
    ArgumentSpec(.choice(["on", "off"]), .optional)
  ])
  public static let help = """
    Prints every event of the session as it happens, causes first.
    With on, prints each property change (a value sent again without changing is marked (unchanged)), each value an operator dropped, held, released or cancelled, each service request (started, finished, failed, cancelled) and each command event, every line with its time on the session clock (+2.300s). The events of one delivery turn print together; a member changing across a list's rows prints as one line. Without an argument, says whether tracing is on. why PATH explains one change; log lists them all.
    """

  /// Whether to turn tracing on; nil to say whether it is.
  let isOn: Bool?

  public init(_ arguments: ParsedArguments) {
    isOn = arguments.word("on|off").map { $0 == "on" }
  }

  public func run(in session: Session) throws -> CommandOutcome {
    if let isOn { session.tracer.set(on: isOn) }
    session.console.result("trace \(session.tracer.isOn ? "on" : "off")")
    return .done
  }
}
