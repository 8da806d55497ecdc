/// `trace on|off`: prints every change in the current view-model tree as it happens.
public struct TraceCommand: ShellCommand {
  public static let name = "trace"
  public static let signature = CommandSignature([
    ArgumentSpec(.choice(["on", "off"]), .optional)
  ])
  public static let help = """
    Prints every change in the current view-model tree as it happens.
    With on, prints every property change and command event of the current view-model and the view-models it holds (list items too) as they happen. Without an argument, says whether tracing is on.
    """

  /// Whether to turn tracing on; nil to say whether it is.
  let isOn: Bool?

  public init(_ arguments: ParsedArguments) {
    isOn = arguments.word("on|off").map { $0 == "on" }
  }

  public func run(in session: Session) throws -> CommandOutcome {
    if let isOn { session.tracer.set(on: isOn, root: session.focus) }
    session.console.result("trace \(session.tracer.isOn ? "on" : "off")")
    return .done
  }
}
