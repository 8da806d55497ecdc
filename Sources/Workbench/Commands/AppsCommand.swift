import TerminalText

/// `apps`: lists the apps `open` knows.
public struct AppsCommand: ShellCommand {
  public static let name = "apps"
  public static let help = "Lists the apps you can open."

  public init(_ arguments: ParsedArguments) {}

  public func run(in session: Session) throws -> CommandOutcome {
    let rows = session.apps.map { app in
      ["\(app.name == session.appName ? "*" : " ") \(app.name)", app.summary]
    }
    let lines = ColumnTable(rows: rows, indent: "").render(width: session.console.width)
    session.console.result(lines.isEmpty ? "no apps are installed" : lines.joined(separator: "\n"))
    return .done
  }
}
