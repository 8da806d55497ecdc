/// `diff A B`: what differs between two moments of the session. It reads its line as
/// written, since `#31` would otherwise start a comment.
public struct DiffCommand: RawTextCommand {
  public static let name = "diff"
  public static let signature = CommandSignature([
    ArgumentSpec("A", .moment, summary: "the moment before: \(Moment.summary)"),
    ArgumentSpec("B", .moment, summary: "the moment after"),
  ])
  public static let help = """
    Shows what differs between two moments: members, screens, requests.
    Each moment is a line (right after it), an event (#31), a time (+2.5s) or present, rebuilt as goto rebuilds it, by replaying the session's lines into a fresh session. The table lists each member (of every screen on the stack) whose value or action state differs, with its value at A and at B; then the screens pushed or popped from A to B, and the requests made at B that A had not made (and those only A made).
    """
  public static let isReplayed = false

  /// The two moments.
  let before: Moment
  let after: Moment

  public init(_ arguments: ParsedArguments) throws {
    before = try Moment(parsing: try arguments.required("A") { arguments.word($0) })
    after = try Moment(parsing: try arguments.required("B") { arguments.word($0) })
  }

  public init(rawText text: String) throws {
    let words = try Moment.words(in: text, count: 2, synopsis: Self.synopsis)
    before = try Moment(parsing: words[0])
    after = try Moment(parsing: words[1])
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let difference = SessionDifference(
      from: try snapshot(at: before, in: session), to: try snapshot(at: after, in: session))
    let names = ("at \(before.label)", "at \(after.label)")
    guard !difference.isEmpty else {
      session.console.result(
        "no difference between \(before.label) and \(after.label): the same members, screens"
          + " and requests")
      return .done
    }
    session.console.wholeResult(
      (["from \(before.label) to \(after.label):"]
        + difference.lines(beforeName: names.0, afterName: names.1, width: session.console.width))
        .joined(separator: "\n"))
    return .done
  }

  /// The session at `moment`: itself at the present, else rebuilt.
  private func snapshot(at moment: Moment, in session: Session) throws -> SessionSnapshot {
    if moment == .present && session.timeTravel.skipped.isEmpty {
      return SessionSnapshot(of: session)
    }
    do {
      let replayed = try SessionReplay(original: session).replay(
        to: moment, skipping: session.timeTravel.skipped, label: moment.label)
      defer { replayed.end() }
      return replayed.session.perform { SessionSnapshot(of: replayed.session) }
    } catch {
      throw ShellError("diff: \(moment.label): \(error)")
    }
  }
}
