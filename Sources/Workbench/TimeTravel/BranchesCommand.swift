import TerminalText

/// `branches`: the lines left behind when a line changed the session at a moment of its
/// past.
public struct BranchesCommand: ShellCommand {
  public static let name = "branches"
  public static let help = """
    Lists the lines left behind when a line typed in the past started a branch.
    After goto LINE, the first line that changes the session starts a new branch from there; the lines that had followed the moment are kept, and listed here under the line the branch left at. goto branch N goes back to the end of one; a line that changes it goes on there, and the lines you leave are kept as a branch in turn.
    """
  public static let isReplayed = false

  public init(_ arguments: ParsedArguments) {}

  public func run(in session: Session) throws -> CommandOutcome {
    let branches = session.timeTravel.branches
    guard !branches.isEmpty else {
      session.console.result(
        "no branches: after goto, a line that changes the session starts one, and the lines it"
          + " leaves behind are listed here")
      return .done
    }
    var lines: [String] = []
    for branch in branches {
      let count = branch.lines.count
      lines.append(
        "branch \(branch.number): left at line \(branch.leftAtLine), \(count)"
          + " \(count == 1 ? "line" : "lines")")
      lines += ColumnTable(rows: branch.lines.map { ["\($0.number)", $0.line] }, indent: "  ")
        .render(width: session.console.width)
    }
    session.console.wholeResult(lines.joined(separator: "\n"))
    return .done
  }
}
