/// A line of the sandbox's language (`let`, `bind`, `unbind`): the shell hands the whole
/// line, as typed, to the session's sandbox, which parses, checks and runs it.
protocol SandboxLineCommand: RawTextCommand {
  /// The whole line, as typed: the sandbox reads it and points into it.
  var line: String { get }
}

extension SandboxLineCommand {
  public func run(in session: Session) throws -> CommandOutcome {
    try session.runSandbox(line)
    return .done
  }
}
