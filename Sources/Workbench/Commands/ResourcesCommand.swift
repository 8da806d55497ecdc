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
        "TYPE", .value, .zeroOrMore, words: ["mark"],
        summary:
          "only the rows whose name contains one of these; or mark [NAME], to remember the counts")
    ],
    flags: [
      FlagSpec(
        "--since", value: .value, placeholder: "NAME",
        summary: "what changed since resources mark NAME")
    ])
  public static let help = """
    Counts what is alive: view-models, signals, observers, requests.
    View-models are counted by type, per screen of the stack and in total (a total above \
    the screens' is one no screen reaches any more); ReactiveCore's counts are its live \
    signals, observers, started producers, disposables and scheduled actions.
    resources TYPE... shows only the rows whose name contains one of the TYPEs.
    resources mark [NAME] remembers the counts (NAME defaults to mark); \
    resources --since NAME shows what changed since (with mark, after remembering).
    In a script: expect resources.ResultsViewModel == 0 (a type by name), \
    expect resources.observers <= 40.
    Examples: resources, resources ViewModel, resources mark before, resources --since before
    """

  /// Only rows whose name contains one of these; empty for every row.
  let filters: [String]
  /// The mark to remember the counts as, for `resources mark`.
  let mark: String?
  /// The mark to compare with, for `--since`.
  let since: String?

  public init(_ arguments: ParsedArguments) throws {
    let texts = arguments.values("TYPE").map(Self.text(of:))
    if arguments.words("TYPE").contains("mark") {
      guard texts.count <= 1 else {
        throw ShellError("resources mark takes one NAME, not \(texts.joined(separator: " "))")
      }
      mark = texts.first ?? "mark"
      filters = []
    } else {
      mark = nil
      filters = texts
    }
    since = arguments.value("--since").map(Self.text(of:))
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let census = session.resourceCensus
    if let mark {
      session.resourceMarks[mark] = census
      session.console.result("marked '\(mark)': resources --since \(mark) shows what changed")
      if since == nil { return .done }
    }
    if let since {
      guard let before = session.resourceMarks[since] else {
        let marks = session.resourceMarks.keys.sorted()
        throw ShellError(
          "no mark '\(since)'\(DidYouMean.hint(for: since, in: marks)) (marks: \(marks.isEmpty ? "none; resources mark [NAME] makes one" : marks.joined(separator: ", ")))"
        )
      }
      session.console.result(Self.changes(from: before, to: census, matching: filters))
      return .done
    }
    let rows = census.rows.filter(matches)
    guard !rows.isEmpty else {
      throw ShellError(
        "nothing counted matches \(filters.map { "'\($0)'" }.joined(separator: " or ")) (resources lists every name)"
      )
    }
    session.console.result(Self.table(rows, screens: census.screenNames))
    return .done
  }

  /// Whether `row` passes the filters (its name contains one, ignoring case).
  private func matches(_ row: ResourceCensus.Row) -> Bool {
    Self.name(row.name, matches: filters)
  }

  /// Whether `name` contains one of `filters`, ignoring case; true when there are none.
  static func name(_ name: String, matches filters: [String]) -> Bool {
    filters.isEmpty || filters.contains { name.localizedCaseInsensitiveContains($0) }
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
    from before: ResourceCensus, to after: ResourceCensus, matching filters: [String]
  ) -> String {
    // View-model types seen at either time, by name; then the other kinds, in order.
    let types = Set((before.rows + after.rows).filter(\.isViewModel).map(\.name)).sorted()
    let names =
      types.map { (kind: "view-model", name: $0) }
      + after.rows.filter { !$0.isViewModel }.map { (kind: $0.kind, name: $0.name) }
    let moved = names.compactMap { kind, name -> [String]? in
      guard Self.name(name, matches: filters) else { return nil }
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
