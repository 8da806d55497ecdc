import EventLog
import Inspection
import TerminalText
import ViewModelKit

/// `why PATH`: the chain of causes of PATH's latest change, back to the line that
/// started it; for an action, the rule that enables it and its inputs' values.
public struct WhyCommand: ShellCommand {
  public static let name = "why"
  public static let signature = CommandSignature([
    ArgumentSpec(
      "PATH", .path(.any), summary: "the property or action to explain (help paths)")
  ])
  public static let help = """
    Explains PATH's latest change: its causes, back to the typed line.
    One hop a line, effect first, each with its time on the session clock: the properties, operators (filter, throttle(1s), flatMap(.latest)...), bindings (<~) and service requests the change went through, ending at the typed line.
    For an action (why executeSearch, or why executeSearch.isEnabled), says whether it is enabled and why, with the values of the members its rule reads, then how isEnabled last changed.
    A path that has not changed this session says so. The log keeps the last 10,000 events (log lists them).
    Examples: why tweets, why searchResults[0].favorites, why loginInputValid, why executeSearch
    """

  /// What to explain.
  let path: MemberPath

  public init(_ arguments: ParsedArguments) throws {
    path = try arguments.required("PATH", arguments.path)
  }

  public func run(in session: Session) throws -> CommandOutcome {
    guard path.rows == nil || path.rows?.count == 1 else {
      throw ShellError(
        "why: \(path) names several rows; ask about one (\(path.expanded.first?.description ?? "a row"))"
      )
    }
    let root = try session.root(of: path)
    var lines: [String] = []
    var subjectPath = path
    let actionPath = MemberPath(screens: path.screens, segments: Array(path.segments.dropLast()))
    if let action = try? ActionLookup.action(at: path, from: root) {
      lines += ruleLines(action, at: path, root: root)
      subjectPath = path.appending(.member("isEnabled"))
    } else if case .member("isEnabled") = path.segments.last,
      let action = try? ActionLookup.action(at: actionPath, from: root)
    {
      lines += ruleLines(action, at: actionPath, root: root)
    } else {
      _ = try PathResolver.resolveRows(path, from: root)
    }
    let subject = session.logSubject(for: subjectPath)
    if let chain = session.eventLog.causeChain(ofLatestChangeOf: subject) {
      if !lines.isEmpty { lines.append("\(subjectPath) last changed:") }
      lines += CauseChainText.lines(chain, width: session.console.width)
    } else {
      let current = (try? PathResolver.resolveRows(subjectPath, from: root)).map(
        ResolvedPath.folded)
      lines.append(
        "\(subjectPath) has not changed since the session started (or since the log's oldest event)"
          + (current.map { "; it is \($0)" } ?? ""))
    }
    lines += session.sandboxEnd(of: path).map { [$0] } ?? []
    session.console.result(lines.joined(separator: "\n"))
    return .done
  }

  /// Whether the action at `actionPath` is enabled and why, with its rule's inputs and
  /// their values.
  private func ruleLines(
    _ action: InspectableAction, at actionPath: MemberPath, root: any ViewModel
  )
    -> [String]
  {
    let enabled = (action.enabledProperty.currentValue as? Bool) == true
    var lines = [
      enabled
        ? "\(actionPath) is enabled"
        : "\(actionPath) is disabled: \(ActionLookup.reasonDisabled(action))"
    ]
    let ownerPath = MemberPath(segments: Array(actionPath.segments.dropLast()))
    var owner = root
    if !ownerPath.segments.isEmpty,
      case .viewModel(let found)? = (try? PathResolver.resolveRows(ownerPath, from: root))?.first?
        .target
    {
      owner = found
    }
    let members = Inspection.members(of: owner)
    let inputs = DerivationSources.enablingSources(of: action, among: members)
    let values = inputs.compactMap { name -> String? in
      guard let property = members.first(where: { $0.name == name })?.property else { return nil }
      return "\(name) = \(ValueFormatter.describe(property.currentValue, shortenedTo: 40))"
    }
    if !values.isEmpty { lines.append("its rule reads: \(values.joined(separator: ", "))") }
    return lines
  }
}
