/// `skip LINE`: the session as it would be without a line, where you then stand until
/// `unskip`.
public struct SkipCommand: ShellCommand {
  public static let name = "skip"
  public static let signature = CommandSignature([
    ArgumentSpec(
      "LINE", .line, summary: "the number of the line to leave out, as history lists it")
  ])
  public static let help = """
    Replays the session without a line and shows what differs now.
    You then stand in that alternate present (the prompt says @skip 3): get, show, why, log, expect and the other reading commands read it, and another skip leaves out one more line. unskip LINE puts a line back; goto present puts them all back. A line that changes the session there starts a branch, as after goto, without the skipped lines.
    """
  public static let isReplayed = false

  /// The line to leave out.
  let number: Int

  public init(_ arguments: ParsedArguments) throws {
    number = try arguments.required("LINE") { arguments.word($0).flatMap { Int($0) } }
  }

  public func run(in session: Session) throws -> CommandOutcome {
    guard let record = session.history.record(numbered: number) else {
      throw ShellError("skip: the session has no line \(number) (history lists them)")
    }
    guard record.isReplayed else {
      throw ShellError(
        "skip: line \(number) (\(record.line)) "
          + (record.failure != nil
            ? "failed, so it changed nothing" : "is about the shell, not the session"))
    }
    var skipped = session.timeTravel.skipped
    guard skipped.insert(number).inserted else {
      throw ShellError("skip: line \(number) is skipped already (unskip \(number) puts it back)")
    }
    try Self.standWithout(skipped, in: session)
    return .done
  }

  /// Rebuilds the present without the lines `skipped`, stands there and says what differs
  /// from the present; with nothing skipped, comes back to the present.
  static func standWithout(_ skipped: Set<Int>, in session: Session) throws {
    let travel = session.timeTravel
    guard !skipped.isEmpty else {
      travel.skipped = []
      travel.stand(at: nil)
      session.console.result("no line skipped: back at the present")
      session.onPromptChange?(session.prompt)
      return
    }
    let numbers = skipped.sorted().map(String.init).joined(separator: ",")
    let replayed: ReplayedSession
    do {
      replayed = try SessionReplay(original: session).replay(
        to: .present, skipping: skipped, label: "skip \(numbers)")
    } catch {
      throw ShellError("skip: \(error)")
    }
    travel.skipped = skipped
    travel.stand(at: replayed)
    let difference = SessionDifference(
      from: SessionSnapshot(of: session),
      to: replayed.session.perform { SessionSnapshot(of: replayed.session) })
    let without = "without line\(skipped.count == 1 ? "" : "s") \(numbers)"
    let summary =
      difference.isEmpty
      ? "@skip \(numbers): the present \(without) is the same: the same members, screens and requests"
      : "@skip \(numbers): the present \(without):"
    session.console.wholeResult(
      ([summary]
        + difference.lines(beforeName: "now", afterName: without, width: session.console.width))
        .joined(separator: "\n"))
    for (failed, message) in replayed.divergences {
      session.console.result("  \(without), line \(failed) fails: \(message)")
    }
    session.onPromptChange?(session.prompt)
  }
}
