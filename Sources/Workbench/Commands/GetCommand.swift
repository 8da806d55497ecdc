import Inspection
import ViewModelKit

/// `get PATH`: prints one value.
public struct GetCommand: ShellCommand {
  public static let name = "get"
  public static let signature = CommandSignature([
    ArgumentSpec(
      "PATH", .path(.any),
      summary: "what to read (help paths); a range prints its rows' values on one line")
  ])
  public static let help = """
    Prints the value at PATH.
    A range of rows prints every row's value on one line, as trace folds rows.
    Examples: get searchText, get searchResults.count, get executeSearch.isEnabled,
    get searchResults[0] (a view-model lists its members), get searchResults[0…2].title,
    get APP/searchText (the first screen while another is on top).
    """

  /// Where to read.
  let path: MemberPath

  public init(_ arguments: ParsedArguments) throws {
    path = try arguments.required("PATH", arguments.path)
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let rows = try PathResolver.resolveRows(path, from: try session.root(of: path))
    let viewModels = rows.compactMap { row -> (any ViewModel)? in
      if case .viewModel(let viewModel) = row.target { return viewModel }
      return nil
    }
    if viewModels.count == rows.count {
      let listings = viewModels.map { MemberListing.render($0, console: session.console) }
      session.console.result(listings.joined(separator: "\n"))
    } else {
      session.console.wholeResult("\(path) = \(ResolvedPath.folded(rows))")
    }
    return .done
  }
}
