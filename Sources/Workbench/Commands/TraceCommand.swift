/// `trace on|off`: prints every change in the current view-model tree as it happens.
public struct TraceCommand: ShellCommand {
  public static let name = "trace"
  public static let synopsis = "trace on|off"
  public static let help = """
    Prints every change in the current view-model tree as it happens.
    With on, prints every property change and command event of the current view-model and the view-models it holds (list items too) as they happen.
    """

  /// Whether to turn tracing on.
  let isOn: Bool

  public init(arguments: [Token]) throws {
    switch arguments.map(\.text) {
    case ["on"]: isOn = true
    case ["off"]: isOn = false
    default: throw Self.usage("say on or off")
    }
  }

  public static func completions(
    forArgument index: Int, after previous: [String], in session: Session
  )
    -> [String]
  {
    index == 0 ? ["on", "off"] : []
  }

  public func run(in session: Session) throws -> CommandOutcome {
    session.tracer.set(on: isOn, root: session.focus)
    session.console.result("trace \(isOn ? "on" : "off")")
    return .done
  }
}
