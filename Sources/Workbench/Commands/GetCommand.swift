/// `get PATH`: prints one value.
public struct GetCommand: ShellCommand {
  public static let name = "get"
  public static let synopsis = "get PATH"
  public static let help = """
    Prints the value at PATH.
    Examples: get searchText, get searchResults.count, get executeSearch.isEnabled,
    get searchResults[0] (a view-model lists its members).
    """

  /// Where to read.
  let path: MemberPath

  public init(arguments: [Token]) throws {
    guard arguments.count == 1 else { throw Self.usage("name one path") }
    path = try MemberPath(parsing: arguments[0].text)
  }

  public static func completions(
    forArgument index: Int, after previous: [String], in session: Session
  )
    -> [String]
  {
    index == 0 ? PathCompletion.paths(in: session) : []
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let resolved = try PathResolver.resolve(path, from: try session.requireFocus())
    if case .viewModel(let viewModel) = resolved.target {
      session.console.result(MemberListing.render(viewModel, console: session.console))
    } else {
      session.console.result("\(path) = \(resolved.renderedValue)")
    }
    return .done
  }
}
