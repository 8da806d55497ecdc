import Inspection

/// `expect PATH [OP] VALUE`: checks a value; a failed check makes a script fail.
public struct ExpectCommand: ShellCommand {
  public static let name = "expect"
  public static let signature = CommandSignature([
    ArgumentSpec(
      "PATH", .path(.any),
      summary: "what to check (help paths); with a range, every row must satisfy it"),
    ArgumentSpec("OP", .comparison, .optional), ArgumentSpec("VALUE", .value, .text),
  ])
  public static let help = """
    Checks the value at PATH; a failure fails a script.
    With a range of rows, every row must satisfy it; a failure names the first that does not.
    Compares with OP: == (the default), !=, <, <=, >, >=,
    or ~ (the value's text contains VALUE). In a script a failed expect fails the run
    with the line, the path, the expected and the actual value.
    It checks the state at this instant and never waits. On the virtual clock that
    instant is exact, so scripts need no wait: run executeSearch, advance 2s, then
    expect searchResults.count == 5. On the real clock, wait ACTION first.
    """

  /// Where to look.
  let path: MemberPath
  /// How to compare.
  let comparison: ComparisonOperator
  /// What to compare with.
  let expected: ValueLiteral

  public init(_ arguments: ParsedArguments) throws {
    path = try arguments.required("PATH", arguments.path)
    comparison = arguments.comparison("OP") ?? .equal
    expected = try arguments.required("VALUE", arguments.value)
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let statement = try check(in: session)
    session.console.result(session.console.styled("✓ \(statement)", .success))
    return .done
  }

  /// Checks the value without printing: returns the statement that holds
  /// (`searchResults.count == 48`), or throws the failure `run` reports.
  func check(in session: Session) throws -> String {
    if let name = session.resourceName(in: path) {
      let count = try session.resourceCount(named: name)
      let statement = "\(path) \(comparison.rawValue) \(expected)"
      guard try ValueComparison.holds(count, comparison, expected) else {
        throw ShellError("expect \(statement) failed: actual \(count)")
      }
      return statement
    }
    let rows = try PathResolver.resolveRows(path, from: try session.root(of: path))
    if let action = rows.first, case .action = action.target {
      throw ShellError("\(path) is an action; expect \(path).isEnabled or \(path).isExecuting")
    }
    let statement = "\(path) \(comparison.rawValue) \(expected)"
    for row in rows where try !ValueComparison.holds(row.value, comparison, expected) {
      guard path.rows != nil else {
        throw ShellError("expect \(statement) failed: actual \(row.renderedValue)")
      }
      throw ShellError(
        "expect \(statement) failed at \(row.path): actual \(row.renderedValue) (rows: \(ResolvedPath.folded(rows)))"
      )
    }
    return statement
  }
}
