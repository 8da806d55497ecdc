/// `open APP`: starts an app with a fresh view-model, closing the one that was open.
public struct OpenCommand: ShellCommand {
  public static let name = "open"
  public static let signature = CommandSignature([ArgumentSpec("APP", .app)])
  public static let help = """
    Opens APP (see apps) with a fresh view-model.
    Shows its members.
    Whatever was open is closed, and says so: its screens, watches and running actions end.
    """

  /// The app's name.
  let app: String

  public init(_ arguments: ParsedArguments) throws {
    app = try arguments.required("APP", arguments.word)
  }

  public func run(in session: Session) throws -> CommandOutcome {
    guard let definition = session.apps.first(where: { $0.name == app }) else {
      let names = session.apps.map(\.name)
      throw ShellError(
        "unknown app '\(app)'\(DidYouMean.hint(for: app, in: names)) (apps: \(names.joined(separator: ", ")))"
      )
    }
    if let closing = session.openAppSummary {
      session.console.result("closed \(closing)")
    }
    session.open(definition)
    session.console.result("opened \(app)")
    session.console.result(
      MemberListing.render(try session.requireFocus(), console: session.console))
    return .done
  }
}
