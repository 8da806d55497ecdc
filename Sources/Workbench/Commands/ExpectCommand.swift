import Inspection

/// `expect PATH [OP] VALUE`: checks a value; a failed check makes a script fail.
public struct ExpectCommand: ShellCommand {
  public static let name = "expect"
  public static let synopsis = "expect PATH [OP] VALUE"
  public static let help = """
    Checks the value at PATH; a failure fails a script.
    Compares with OP: == (the default), !=, <, <=, >, >=,
    or ~ (the value's text contains VALUE). In a script a failed expect fails the run
    with the line, the path, the expected and the actual value.
    It checks the state at this instant and never waits. On the virtual clock that
    instant is exact, so scripts need no wait: run executeSearch, advance 2s, then
    expect searchResults.count == 5. On the real clock, wait COMMAND first.
    """

  /// Where to look.
  let path: MemberPath
  /// How to compare.
  let comparison: ComparisonOperator
  /// What to compare with.
  let expected: ValueLiteral

  public init(arguments: [Token]) throws {
    guard arguments.count >= 2 else { throw Self.usage("name a path and a value") }
    path = try MemberPath(parsing: arguments[0].text)
    var rest = Array(arguments.dropFirst())
    if !rest[0].isQuoted, let comparison = ComparisonOperator(rawValue: rest[0].text) {
      self.comparison = comparison
      rest.removeFirst()
    } else {
      comparison = .equal
    }
    guard let expected = ValueLiteralParser.literal(from: rest) else {
      throw Self.usage("a value must follow \(comparison.rawValue)")
    }
    self.expected = expected
  }

  public static func completions(
    forArgument index: Int, after previous: [String], in session: Session
  )
    -> [String]
  {
    switch index {
    case 0: return PathCompletion.paths(in: session)
    case 1: return ComparisonOperator.allCases.map(\.rawValue)
    default: return ["true", "false", "nil"]
    }
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let resolved = try PathResolver.resolve(path, from: try session.requireFocus())
    if case .action = resolved.target {
      throw ShellError("\(path) is a command; expect \(path).isEnabled or \(path).isExecuting")
    }
    let statement = "\(path) \(comparison.rawValue) \(expected)"
    guard try ValueComparison.holds(resolved.value, comparison, expected) else {
      throw ShellError("expect \(statement) failed: actual \(resolved.renderedValue)")
    }
    session.console.result(session.console.styled("✓ \(statement)", .success))
    return .done
  }
}
