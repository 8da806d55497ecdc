import Inspection

/// `cancel [ACTION]`: ends what is in flight: one action's run, or everything.
public struct CancelCommand: ShellCommand {
  public static let name = "cancel"
  public static let signature = CommandSignature([
    ArgumentSpec("ACTION", .path(.action), .optional, summary: "the action whose run to end")
  ])
  public static let help = """
    Ends what is in flight.
    With ACTION, ends the run of it that run started: the run ends interrupted and the action is idle again.
    Without ACTION, ends every run that run started and every backend request in flight, whoever made it (a search as you type, a row's metadata); each such request fails with "the request was cancelled".
    use keeps its meaning: it changes the backend of the next request, not of one in flight.
    """

  /// The command whose run to end; nil to end everything.
  let path: MemberPath?

  public init(_ arguments: ParsedArguments) {
    path = arguments.path("ACTION")
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
        "\(path) was started by the view-model, not by run; cancel with no action ends every request in flight"
      )
    }
    session.console.result("cancelled \(path)")
    return .done
  }

  private static func isExecuting(_ action: InspectableAction) -> Bool {
    (action.executingProperty.currentValue as? Bool) == true
  }
}
