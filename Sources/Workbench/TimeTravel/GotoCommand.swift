/// `goto MOMENT`: stands at a moment of the session's past, rebuilt by replaying its
/// lines into a fresh session; `goto present` comes back. It reads its line as written,
/// since `#31` would otherwise start a comment.
public struct GotoCommand: RawTextCommand {
  public static let name = "goto"
  public static let signature = CommandSignature([
    ArgumentSpec("MOMENT", .moment, summary: "where to stand: \(Moment.summary)")
  ])
  public static let help = """
    Goes back to a moment: right after a line, an event, or a time.
    goto 5 stands right after line 5 (history numbers the lines), goto -1 right before the last line that changed the session (-2 before the two last; lines that only read, like get and show, and lines about the shell, like history and goto, are not counted), goto #31 right after event #31 was logged (log numbers the events), goto +2.5s where the session's clock read 2.5 s; goto present comes back, goto branch N goes back to the end of a branch you left (branches lists them; a line that changes it goes on there, and the lines you leave are kept as a branch in turn). The moment is rebuilt by replaying the session's lines from the start into a fresh session on the virtual clock, each at the time it was typed (a real-clock session's too), with no output and no file written (save, graph --output and timeline --svg write nothing there); a goto to a later line, typed standing right after an earlier one with nothing typed since, goes on from there and replays only the lines between. The prompt says where you stand (APP @5>). get, show, view, why, log, timeline, graph, expect, stack, watches and history read that moment; the first line that changes the session there (set, run, open, advance, …) starts a branch: the lines after the moment are kept as a branch you left (branches lists them) and the session goes on from the moment. A live backend's requests are answered from the answers the session kept in memory, sending nothing; a request it lacks, or a backend writing outside the session (the Todo example's file store), is refused by name. A tour being taken reads the moment, and follows a branch.
    """
  public static let isReplayed = false

  /// Where to go.
  let moment: Moment
  /// The branch to go back to (`goto branch N`), if that is where.
  let branchNumber: Int?

  public init(_ arguments: ParsedArguments) throws {
    moment = try Moment(parsing: try arguments.required("MOMENT") { arguments.word($0) })
    branchNumber = nil
  }

  public init(rawText text: String) throws {
    let words = text.split(whereSeparator: \.isWhitespace)
    if words.first == "branch" {
      guard words.count == 2, let number = Int(words[1]), number > 0 else {
        throw ShellError("goto branch N takes a branch's number, as branches lists them")
      }
      moment = .present
      branchNumber = number
      return
    }
    moment = try Moment(parsing: try Moment.words(in: text, count: 1, synopsis: Self.synopsis)[0])
    branchNumber = nil
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let travel = session.timeTravel
    if let branchNumber { return try goBack(toBranch: branchNumber, in: session) }
    guard moment != .present else {
      guard travel.standing != nil else {
        throw ShellError("goto present: you are at the present already (history lists its lines)")
      }
      travel.stand(at: nil)
      travel.skipped = []
      let last = session.history.records.filter(\.isReplayed).map(\.number).max() ?? 0
      session.console.result("back at the present: right after line \(last)")
      session.onPromptChange?(session.prompt)
      return .done
    }
    let replayed: ReplayedSession
    let moment: Moment
    do {
      // `-2` stands after a line: the prompt and the arrival name it.
      moment = try self.moment.resolved(in: session.history.records)
      replayed = try SessionReplay(original: session).replay(
        to: moment, skipping: travel.skipped, label: moment.label, goingOnFrom: travel.standing)
    } catch {
      // A replay that went on from the moment stood at used it up: that moment is gone.
      guard let left = travel.standing, left.isTakenOver else {
        throw ShellError("goto \(self.moment.label): \(error)")
      }
      travel.stand(at: nil)
      travel.skipped = []
      session.onPromptChange?(session.prompt)
      throw ShellError(
        "goto \(self.moment.label): \(error); the replay went on from @\(left.label), where you"
          + " stood, so you are back at the present")
    }
    travel.stand(at: replayed)
    session.console.result(Self.arrival(at: moment, replayed, in: session))
    for divergence in replayed.divergences {
      session.console.error(
        "line \(divergence.number) succeeded when typed but failed when replayed: \(divergence.message)"
      )
    }
    session.onPromptChange?(session.prompt)
    return .done
  }

  /// Stands at the end of branch `number`, rebuilt from its lines and the answers its
  /// live backends had; a line that changes it goes on in that branch.
  private func goBack(toBranch number: Int, in session: Session) throws -> CommandOutcome {
    let travel = session.timeTravel
    guard let branch = travel.branches.first(where: { $0.number == number }) else {
      let listed = travel.branches.map { "\($0.number)" }.joined(separator: ", ")
      throw ShellError(
        "goto branch \(number): there is no branch \(number)"
          + (listed.isEmpty
            ? "; no branch was left yet (after goto, a line that changes the session starts one)"
            : " (branches: \(listed); branches lists them)"))
    }
    let replayed: ReplayedSession
    do {
      replayed = try SessionReplay(original: session, branch: branch).replay(
        to: .present, label: "branch \(number)")
    } catch {
      throw ShellError("goto branch \(number): \(error)")
    }
    travel.stand(at: replayed)
    travel.skipped = []
    let lines = replayed.linesReplayed
    let events = replayed.eventsReplayed
    session.console.result(
      "@branch \(number): the end of branch \(number), right after line \(replayed.lastLine);"
        + " replayed \(lines) \(lines == 1 ? "line" : "lines"), \(events)"
        + " \(events == 1 ? "event" : "events"). Reading commands read it; a line that changes it"
        + " goes on in that branch; goto present comes back.")
    session.onPromptChange?(session.prompt)
    return .done
  }

  /// What `goto` says when it arrives: where it stands and the replay's work.
  static func arrival(at moment: Moment, _ replayed: ReplayedSession, in session: Session)
    -> String
  {
    let time = replayed.session.perform {
      LineRecord.timeText(ofSeconds: replayed.session.elapsedSeconds)
    }
    let place: String
    switch moment {
    case .line(let number): place = "right after line \(number) (\(time))"
    case .event(let sequence):
      place = "right after the work that logged #\(sequence) (\(time), line \(replayed.lastLine))"
    case .time: place = "at \(time), after line \(replayed.lastLine)"
    case .present, .linesBack: place = "at the present (\(time))"
    }
    let lines = replayed.linesReplayed
    let events = replayed.eventsReplayed
    let work =
      replayed.wentOnFrom.map { "went on from line \($0), where you stood: replayed " }
      ?? "replayed "
    let inAll = replayed.wentOnFrom == nil ? "" : " in all"
    return "@\(replayed.label): \(place); \(work)\(lines) \(lines == 1 ? "line" : "lines"),"
      + " \(events) \(events == 1 ? "event" : "events")\(inAll). Reading commands read this moment;"
      + " a line that changes it starts a branch; goto present comes back."
  }
}
