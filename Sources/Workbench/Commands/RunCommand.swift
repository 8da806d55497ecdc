import Inspection
import ReactiveCore

/// `run ACTION [VALUE]`: starts an action and returns at once; its events print as they
/// arrive.
public struct RunCommand: ShellCommand {
  public static let name = "run"
  public static let signature = CommandSignature([
    ArgumentSpec("ACTION", .path(.action)),
    ArgumentSpec("VALUE", .value, .optionalText, summary: "the action's input, if it takes one"),
  ])
  public static let help = """
    Starts ACTION and returns at once.
    ACTION is a view-model's Action; VALUE is its input if it takes one; its values, completion or failure print as they arrive.
    Use wait ACTION to block until it is idle again.
    """

  /// The command's path.
  let path: MemberPath
  /// Its input.
  let input: ValueLiteral?

  public init(_ arguments: ParsedArguments) throws {
    path = try arguments.required("ACTION", arguments.path)
    input = arguments.value("VALUE")
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let focus = try session.root(of: path)
    let action = try ActionLookup.action(at: path, from: focus)
    let name = path.description
    let console = session.console
    let run: Disposable
    // What a run causes at once (its first events, a push) is shown after "started".
    console.holdLive()
    defer { console.releaseLive() }
    // A run that ended is let go of, so that runs that ended do not pile up.
    let kept = KeptRun()
    do {
      run = try action.start(with: input) { event in
        console.live(
          "\(name): \(ActionEventText.describe(event, within: console.room(after: "\(name): ")))")
        if case .value = event { return }
        kept.ended()
      }
    } catch InspectionError.actionDisabled {
      throw ShellError("\(name) is disabled: \(ActionLookup.reasonDisabled(action))")
    } catch let error as InspectionError {
      throw ShellError("\(name) \(error)")
    }
    kept.kept(session.keep(run, of: action))
    console.result("\(name) started")
    return .done
  }
}
