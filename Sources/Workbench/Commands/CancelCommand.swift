import Inspection

/// `cancel [COMMAND]`: ends what is in flight: one command's run, or everything.
public struct CancelCommand: ShellCommand {
  public static let name = "cancel"
  public static let signature = CommandSignature([
    ArgumentSpec("COMMAND", .path(.action), .optional, summary: "the command whose run to end")
  ])
  public static let help = """
    Ends what is in flight.
    With COMMAND, ends the run of it that run started: the run ends interrupted and the command is idle again.
    Without COMMAND, ends every run that run started and every backend request in flight, whoever made it (a search as you type, a row's metadata); each such request fails with "the request was cancelled".
    use keeps its meaning: it changes the backend of the next request, not of one in flight.
    """

  /// The command whose run to end; nil to end everything.
  let path: MemberPath?

  public init(_ arguments: ParsedArguments) {
    path = arguments.path("COMMAND")
  }

  public func run(in session: Session) throws -> CommandOutcome {
    guard let path else {
      _ = try session.requireFocus()
      let requests = session.cancelEverything()
      session.console.result(
        requests == 0
          ? "cancelled the runs in flight; no backend request was in flight"
          : "cancelled the runs in flight and \(requests) backend \(requests == 1 ? "request" : "requests")"
      )
      return .done
    }
    let focus = try session.root(of: path)
    let action = try ActionLookup.action(at: path, from: focus)
    guard Self.isExecuting(action) else {
      throw ShellError("\(path) is not running; nothing to cancel")
    }
    session.cancelRuns(of: action)
    guard !Self.isExecuting(action) else {
      throw ShellError(
        "\(path) was started by the view-model, not by run; cancel with no command ends every request in flight"
      )
    }
    session.console.result("cancelled \(path)")
    return .done
  }

  private static func isExecuting(_ action: InspectableAction) -> Bool {
    (action.executingProperty.currentValue as? Bool) == true
  }
}
