/// `trace on|off`: prints every change in the current view-model tree as it happens.
public struct TraceCommand: ShellCommand {
  public static let name = "trace"
  public static let signature = CommandSignature([ArgumentSpec(.choice(["on", "off"]))])
  public static let help = """
    Prints every change in the current view-model tree as it happens.
    With on, prints every property change and command event of the current view-model and the view-models it holds (list items too) as they happen.
    """

  /// Whether to turn tracing on.
  let isOn: Bool

  public init(_ arguments: ParsedArguments) {
    isOn = arguments.word("on|off") == "on"
  }

  public func run(in session: Session) throws -> CommandOutcome {
    session.tracer.set(on: isOn, root: session.focus)
    session.console.result("trace \(isOn ? "on" : "off")")
    return .done
  }
}
