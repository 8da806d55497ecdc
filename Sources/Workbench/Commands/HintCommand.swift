/// `hint`: in a tour, the next line to type and what stands in the way.
public struct HintCommand: ShellCommand {
  public static let name = "hint"
  public static let help = """
    In a tour, shows the next line to type and what stands in the way.
    What stands in the way: why an action the step needs is disabled, and the first check that does not hold yet, with its value now and why it has that value (why PATH).
    """
  public static let isReplayed = false

  public init(_ arguments: ParsedArguments) {}

  public func run(in session: Session) throws -> CommandOutcome {
    let guide = try TourCommand.guide(in: session)
    session.console.result(guide.hint().map { "hint: \($0)" }.joined(separator: "\n"))
    // Why the value is what it is, when it has changed this session.
    if let path = guide.pathWaitedFor(),
      session.eventLog.causeChain(
        ofLatestChangeOf: session.logSubject(for: path), owners: session.currentOwners) != nil,
      let why = try? WhyCommand.parse([Token(path.description)])
    {
      session.console.result("hint: why \(path):")
      do {
        _ = try why.run(in: session)
      } catch {
        session.console.result("  \(error)")
      }
    }
    return .done
  }
}
