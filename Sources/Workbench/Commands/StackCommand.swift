import Inspection

/// `stack`: lists the navigation stack.
public struct StackCommand: ShellCommand {
  public static let name = "stack"
  public static let help = "Lists the navigation stack; the current screen is marked *."

  public init(_ arguments: ParsedArguments) {}

  public func run(in session: Session) throws -> CommandOutcome {
    _ = try session.requireFocus()
    var lines: [String] = []
    for (index, screen) in session.stack.enumerated() {
      let marker = index == session.stack.count - 1 ? "*" : " "
      lines.append("\(marker) \(index)  \(Inspection.label(of: screen.root))")
      for (depth, entry) in screen.focusPath.enumerated() {
        lines.append("\(String(repeating: "  ", count: depth + 2))cd \(entry.path)")
      }
    }
    session.console.result(lines.joined(separator: "\n"))
    return .done
  }
}
