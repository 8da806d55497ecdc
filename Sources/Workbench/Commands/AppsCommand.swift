/// `apps`: lists the apps `open` knows.
public struct AppsCommand: ShellCommand {
  public static let name = "apps"
  public static let help = "Lists the apps you can open."

  public init(_ arguments: ParsedArguments) {}

  public func run(in session: Session) throws -> CommandOutcome {
    let width = session.apps.map(\.name.count).max() ?? 0
    let lines = session.apps.map { app in
      let marker = app.name == session.appName ? "*" : " "
      return
        "\(marker) \(app.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(app.summary)"
    }
    session.console.result(lines.isEmpty ? "no apps are installed" : lines.joined(separator: "\n"))
    return .done
  }
}
