import Inspection
import ReactiveCore
import TerminalText

/// `resources [TYPE] [--since NAME]`, `resources mark [NAME]`: what is alive, by kind
/// and type, per screen of the stack and in total.
public struct ResourcesCommand: ShellCommand {
  public static let name = "resources"
  public static let signature = CommandSignature(
    [
      ArgumentSpec(
        "TYPE", .value, .optional, words: ["mark"],
        summary: "only the rows whose name contains this text; or mark, to remember the counts"),
      ArgumentSpec("NAME", .value, .optional, summary: "the name of a mark (default mark)"),
    ],
    flags: [
      FlagSpec(
        "--since", value: .value, placeholder: "NAME",
        summary: "what changed since resources mark NAME")
    ])
  public static let help = """
    Counts what is alive: view-models by type (per screen of the stack, and in total, \
    where a total above the screens' is one no screen reaches any more), ReactiveCore's \
    signals, observers, started producers, disposables and scheduled actions, and the \
    requests in flight.
    resources TYPE shows only the rows whose name contains TYPE.
    resources mark [NAME] remembers the counts (NAME defaults to mark); \
    resources --since NAME shows what changed since.
    In a script: expect resources.SearchResultsViewModel == 0, \
    expect resources.observers <= 40.
    Examples: resources, resources Search, resources mark before, resources --since before
    """

  /// Only rows whose name contains this, when given.
  let filter: String?
  /// The mark to remember the counts as, for `resources mark`.
  let mark: String?
  /// The mark to compare with, for `--since`.
  let since: String?

  public init(_ arguments: ParsedArguments) throws {
    let name = arguments.value("NAME").map(Self.text(of:))
    if arguments.word("TYPE") == "mark" {
      mark = name ?? "mark"
      filter = nil
    } else {
      if let name { throw ShellError("resources takes one TYPE, not '\(name)' after it") }
      mark = nil
      filter = arguments.value("TYPE").map(Self.text(of:))
    }
    since = arguments.value("--since").map(Self.text(of:))
    if mark != nil, since != nil {
      throw ShellError("resources mark remembers the counts; --since compares with a mark")
    }
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let census = session.resourceCensus
    if let mark {
      session.resourceMarks[mark] = census
      session.console.result("marked '\(mark)': resources --since \(mark) shows what changed")
      return .done
    }
    if let since {
      guard let before = session.resourceMarks[since] else {
        let marks = session.resourceMarks.keys.sorted()
        throw ShellError(
          "no mark '\(since)'\(DidYouMean.hint(for: since, in: marks)) (marks: \(marks.isEmpty ? "none; resources mark [NAME] makes one" : marks.joined(separator: ", ")))"
        )
      }
      session.console.result(Self.changes(from: before, to: census, matching: filter))
      return .done
    }
    let rows = census.rows.filter(matches)
    guard !rows.isEmpty else {
      throw ShellError("nothing counted matches '\(filter ?? "")' (resources lists every name)")
    }
    session.console.result(Self.table(rows, screens: census.screenNames))
    return .done
  }

  /// Whether `row` passes the filter (its name contains it, ignoring case).
  private func matches(_ row: ResourceCensus.Row) -> Bool {
    guard let filter else { return true }
    return row.name.localizedCaseInsensitiveContains(filter)
  }

  /// The rows as a table: kind, name, one column per screen (view-models only), total.
  static func table(_ rows: [ResourceCensus.Row], screens: [String]) -> String {
    let header = ["KIND", "NAME"] + screens + ["TOTAL"]
    let lines = rows.map { row in
      [row.kind, row.name]
        + (row.screens.isEmpty
          ? screens.map { _ in "" } : row.screens.map { $0 == 0 ? "·" : String($0) })
        + [String(row.count)]
    }
    return ColumnTable(rows: [header] + lines, indent: "", minimumLastWidth: 5)
      .render(width: 200).joined(separator: "\n")
  }

  /// What changed from `before` to `after`, a row per name whose count moved.
  static func changes(
    from before: ResourceCensus, to after: ResourceCensus, matching filter: String?
  ) -> String {
    var names: [(kind: String, name: String)] = []
    for row in before.rows + after.rows where !names.contains(where: { $0.name == row.name }) {
      names.append((row.kind, row.name))
    }
    let moved = names.compactMap { kind, name -> [String]? in
      if let filter, !name.localizedCaseInsensitiveContains(filter) { return nil }
      let old = before.count(named: name) ?? 0
      let new = after.count(named: name) ?? 0
      guard old != new else { return nil }
      return [kind, name, String(old), String(new), new > old ? "+\(new - old)" : "\(new - old)"]
    }
    guard !moved.isEmpty else { return "nothing changed" }
    let header = ["KIND", "NAME", "THEN", "NOW", "CHANGE"]
    return ColumnTable(rows: [header] + moved, indent: "", minimumLastWidth: 6)
      .render(width: 200).joined(separator: "\n")
  }

  /// A VALUE as the text it spells (a bare word, a quoted text or a number).
  private static func text(of value: ValueLiteral) -> String {
    switch value {
    case .text(let text): return text
    case .number(let digits): return digits
    case .boolean(let flag): return String(flag)
    case .nilLiteral: return "nil"
    }
  }
}
