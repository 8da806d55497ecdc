import EventLog
import Inspection
import TerminalText
import ViewModelKit

/// `why [not] PATH [--views]`: the chain of causes of PATH's latest change, back to the
/// line that started it; for an action, the rule that enables it and its inputs' values;
/// for a path that did not change after what the user did, why not.
public struct WhyCommand: ShellCommand {
  public static let name = "why"
  public static let signature = CommandSignature(
    [
      ArgumentSpec(
        .choice(["not"]), .optional,
        summary: "only why PATH did not change after what you did last"),
      ArgumentSpec(
        "PATH", .path(.any), summary: "the property or action to explain (help paths)"),
    ],
    flags: [
      FlagSpec("--views", summary: "include the view layer's own events (a View's bindings)")
    ])
  public static let help = """
    Explains PATH's latest change: its causes, back to the typed line.
    One hop a line, effect first, each with its time on the session clock: the properties, operators (filter, throttle(1s), flatMap(.latest)...), bindings (<~) and service requests the change went through, ending at the typed line.
    For an action (why executeSearch, or why executeSearch.isEnabled), says whether it is enabled and why, with the values of the members its rule reads, then how isEnabled last changed.
    When what the user did last set a flow going that ended before it reached PATH (a request cancelled or failed, a value a filter dropped), why says so first: searchResults[1].favorites never changed: its request … was cancelled at +2.000s when isVisible became false (line 6). why not PATH gives only that answer.
    A path that has not changed this session says so. The view layer's own events (a View's bindings) are left out unless --views is given. The log keeps the last 10,000 events (log lists them).
    Examples: why tweets, why searchResults[0].favorites, why not searchResults[1].favorites, why loginInputValid, why executeSearch
    """

  /// What to explain.
  let path: MemberPath
  /// Whether only why PATH did not change was asked (`why not PATH`).
  let asksWhyNot: Bool
  /// Whether to include the view layer's own events.
  let includesViews: Bool

  public init(_ arguments: ParsedArguments) throws {
    path = try arguments.required("PATH", arguments.path)
    asksWhyNot = arguments.word("not") != nil
    includesViews = arguments.has("--views")
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
    var resolved: [ResolvedPath] = []
    let actionPath = MemberPath(screens: path.screens, segments: Array(path.segments.dropLast()))
    if let action = try? ActionLookup.action(at: path, from: root) {
      lines += ruleLines(action, at: path, root: root)
      subjectPath = path.appending(.member("isEnabled"))
    } else if case .member("isEnabled") = path.segments.last,
      let action = try? ActionLookup.action(at: actionPath, from: root)
    {
      lines += ruleLines(action, at: actionPath, root: root)
    } else {
      resolved = try PathResolver.resolveRows(path, from: root)
    }
    let subject = session.logSubject(for: subjectPath)
    let owners = session.currentOwners
    let missed = missedChange(of: subject, owners: owners, in: session)
    if let missed { lines.append(Self.sentence(missed, path: subjectPath, subject: subject)) }
    if asksWhyNot {
      if missed == nil {
        lines.append(
          "\(subjectPath): nothing the log holds ended on its way to it after its latest change; why \(subjectPath) explains that change"
        )
      }
    } else if let change = session.eventLog.latestChange(
      of: subject, includingViews: includesViews, owners: owners)
    {
      if !lines.isEmpty { lines.append("\(subjectPath) last changed:") }
      var chainLines = causeLines(of: change, in: session)
      // A change folded over several rows keeps one row's value: say this row's.
      if change.rowCount > 1, change.subject != subject, !chainLines.isEmpty,
        let current = (try? PathResolver.resolveRows(subjectPath, from: root)).map(
          ResolvedPath.folded)
      {
        chainLines[0] = TextFitting.truncated(
          "\(change.timeText)  \(subjectPath) = \(current) (one change of \(session.shownSubject(change.subject)))",
          to: session.console.width)
      }
      lines += chainLines
    } else if missed == nil,
      let computed = computedValue(at: subjectPath, resolved: resolved, owners: owners, in: session)
    {
      lines += computed
    } else if missed == nil,
      let arrival = rowArrival(of: subjectPath, root: root, owners: owners, in: session)
    {
      lines += arrival
    } else if missed == nil, let pushed = screenArrival(of: subjectPath, root: root, in: session) {
      lines += pushed
    } else if missed == nil {
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

  /// For a value computed from a member (`tweets.count`), which the log never names: that
  /// it is computed, from what, and how that member last changed, when the log has it;
  /// nil for a path that names a member.
  private func computedValue(
    at path: MemberPath, resolved: [ResolvedPath], owners: CurrentOwners, in session: Session
  ) -> [String]? {
    guard let first = resolved.first, case .value = first.target else { return nil }
    var source = path
    while source.segments.count > 1 {
      source = MemberPath(screens: source.screens, segments: Array(source.segments.dropLast()))
      guard
        let change = session.eventLog.latestChange(
          of: session.logSubject(for: source), includingViews: includesViews, owners: owners)
      else { continue }
      return [
        "\(path) is computed from \(source); it is \(first.renderedValue)",
        "\(source) last changed:",
      ] + causeLines(of: change, in: session)
    }
    return nil
  }

  /// For a member of a pushed screen that has not changed since the screen was pushed (a
  /// value its view-model was made with, like the results of a search): that, and how the
  /// screen was pushed, when the log has it; nil on the app's first screen.
  private func screenArrival(of path: MemberPath, root: any ViewModel, in session: Session)
    -> [String]?
  {
    guard
      let screen = session.stack.dropFirst().last(where: { $0.root === root || $0.focus === root })
    else { return nil }
    let id = ViewModelID.of(screen.root)
    guard
      let push = session.eventLog.events.last(where: { event in
        guard case .navigation = event.kind else { return false }
        return event.value == "pushed" && event.owners.contains(id)
      }),
      let current = try? PathResolver.resolveRows(path, from: root)
    else { return nil }
    return [
      "\(path) has not changed since its screen was pushed; it is \(ResolvedPath.folded(current))"
    ]
      + causeLines(of: push, in: session)
  }

  /// For a row's member that has not changed since its row arrived (a new search's row,
  /// whose number an older row had), that, and how its list last changed when the log
  /// has it; nil for a path in no row.
  private func rowArrival(
    of path: MemberPath, root: any ViewModel, owners: CurrentOwners, in session: Session
  ) -> [String]? {
    guard let row = path.segments.lastIndex(where: { if case .index = $0 { true } else { false } }),
      let current = try? PathResolver.resolve(path, from: root)
    else { return nil }
    let list = MemberPath(screens: path.screens, segments: Array(path.segments[..<row]))
    let rowPath = MemberPath(screens: path.screens, segments: Array(path.segments[...row]))
    guard
      let change = session.eventLog.latestChange(
        of: session.logSubject(for: list), includingViews: includesViews, owners: owners)
    else {
      return [
        "\(path) has not changed since \(rowPath) arrived (or since the log's oldest event); it is \(current.renderedValue)"
      ]
    }
    return [
      "\(path) has not changed since \(rowPath) arrived; it is \(current.renderedValue)",
      "\(list) last changed:",
    ] + causeLines(of: change, in: session)
  }

  /// `change` and its causes back to the typed line, one a line, as shown from where the
  /// user stands.
  private func causeLines(of change: SessionEvent, in session: Session) -> [String] {
    let chain = session.eventLog.causeChain(from: change).filter { includesViews || !$0.isView }
      .map(session.shown)
    return CauseChainText.lines(
      chain, width: session.console.width, partner: session.eventLog.heldPartner(of:))
  }

  /// Where the latest flow toward `subject` ended without reaching it, after its latest
  /// change: within its row for a row's member, otherwise along the pipelines the
  /// session has seen.
  private func missedChange(of subject: String, owners: CurrentOwners, in session: Session)
    -> MissedChange?
  {
    let owner = RowFold(subject).map { _ in
      String(subject[..<(subject.lastIndex(of: ".") ?? subject.endIndex)])
    }
    let topology = session.pipelineTopology
    let target = PipelineGraph.Node.property(subject).id
    return session.eventLog.missedChange(of: subject, owner: owner, owners: owners) { end in
      end.nodeID.map { topology.leads(from: $0, to: target) } ?? false
    }
  }

  /// `searchResults[1].favorites never changed: its request … was cancelled at +2.000s
  /// when isVisible became false (line 6)`.
  static func sentence(_ missed: MissedChange, path: MemberPath, subject: String) -> String {
    let end = missed.end
    let what: String
    switch end.kind {
    case .requestCancelled, .requestFailed:
      let requests = missed.requestsEndedTogether.map(\.subject)
      let named =
        requests.count == 1
        ? "its request \(requests[0])"
        : "its requests \(requests.dropLast().joined(separator: ", ")) and \(requests.last ?? "")"
      if case .requestFailed(let error) = end.kind {
        what = "\(named) failed at \(end.timeText): \(error)"
      } else {
        what = "\(named) \(requests.count == 1 ? "was" : "were") cancelled at \(end.timeText)"
      }
    case .stage(_, .cancelled):
      // A Void trigger (a delay before a request) held nothing a reader needs to see.
      let held = end.value.map { $0 == "()" ? "anything" : $0 } ?? "anything"
      what = "\(end.subject) was cancelled before it sent \(held) on, at \(end.timeText)"
    default: what = "\(end.subject) dropped \(end.value ?? "a value") at \(end.timeText)"
    }
    var text = "\(path) \(missed.changedBefore ? "did not change" : "never changed"): \(what)"
    if let trigger = missed.trigger {
      let owner = subject.lastIndex(of: ".").map { subject[...$0] } ?? ""
      let member =
        trigger.subject.hasPrefix(owner) && !owner.isEmpty
        ? String(trigger.subject.dropFirst(owner.count)) : trigger.subject
      let value = trigger.value ?? "nil"
      // A failure is not what the change did, only what it set going.
      if case .requestFailed = end.kind {
        text += "; it was started when \(member) became \(value)"
      } else {
        text += " when \(member) became \(value)"
      }
    }
    if case .line(let number)? = missed.line?.kind { text += " (line \(number))" }
    return text
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
