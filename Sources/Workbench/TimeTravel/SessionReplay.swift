import Foundation
import Model

/// Rebuilds a session at a moment of its past: a fresh session from the same plugins, on
/// the virtual clock, into which the lines that changed the session are run again, each
/// at the time it started (a real-clock line at its offset from the session's start), its
/// number kept, its output muted and no file written. It is exact because a session on
/// the virtual clock is a pure function of its lines and backend options: the log it
/// rebuilds is the original's, event for event, apart from real durations.
struct SessionReplay {
  /// The session whose past is rebuilt.
  let original: Session
  /// The lines replayed: the original's history, or a branch it left.
  private let records: [LineRecord]
  /// Where the replay's live requests are answered from.
  private let responses: KeptResponses
  /// The branch rebuilt, if not the original's own history.
  private let branch: Branch?

  /// A replay of `original`'s own history.
  init(original: Session) {
    self.original = original
    records = original.history.records
    responses = original.liveResponses.kept
    branch = nil
  }

  /// A replay of `branch`, a branch `original` left (`goto branch N`).
  init(original: Session, branch: Branch) {
    self.original = original
    records = branch.records
    responses = branch.responses
    self.branch = branch
  }

  /// The session as it was at `moment` (`.present`: now), without the lines numbered in
  /// `skipping`; `label` is what the prompt shows. When `standing` (the moment stood at)
  /// stopped right after a line before `moment`, and nothing has changed it since, its
  /// session is taken over and only the lines after it are replayed (see
  /// `ReplayExtent`); otherwise a fresh session replays from the start. Runs on the
  /// original's queue. Throws when the moment is not in the session's past, or a line to
  /// replay chose a backend that reaches outside the session.
  func replay(
    to moment: Moment, skipping: Set<Int> = [], label: String,
    goingOnFrom standing: ReplayedSession? = nil
  ) throws -> ReplayedSession {
    if case .linesBack = moment {
      return try replay(
        to: moment.resolved(in: records), skipping: skipping, label: label,
        goingOnFrom: standing)
    }
    try check(moment, records: records)
    // The moment holds a prefix of the history: lines conclude in order, a line that
    // runs lines (`type`, `next`, a tour resuming) after those it ran. So the moment
    // after line N ends at N's own record, not at a later record of the line that ran N.
    let included: Int
    switch moment {
    case .line(let number):
      included =
        (records.firstIndex { $0.number == number }
          ?? records.lastIndex { $0.number <= number } ?? -1) + 1
    case .time(let seconds): included = (records.lastIndex { $0.endOffset <= seconds } ?? -1) + 1
    case .event(let sequence):
      included = (records.lastIndex { $0.eventsBefore < sequence } ?? -1) + 1
    case .present: included = records.count
    case .linesBack: preconditionFailure("lines back are resolved first")
    }
    let toReplay = records.prefix(included).enumerated().filter { _, record in
      record.isReplayed && !skipping.contains(record.number)
    }
    var event: Int?
    if case .event(let sequence) = moment { event = sequence }
    let goesOn =
      standing.map { standing in
        standing.session.perform {
          standing.extent.canGoOn(
            to: included, of: records, skipping: skipping, branchNumber: branch?.number,
            event: event, now: ReplayExtent.Mark(of: standing.session))
        }
      } ?? false
    let start = goesOn ? standing?.extent.records.count ?? 0 : 0
    // The lines the moment stood at holds were checked when it was rebuilt.
    try refuseOutsideEffects(in: toReplay.filter { $0.offset >= start }.map(\.element))
    let session: Session
    let interpreter: CommandInterpreter
    var divergences: [(number: Int, message: String)]
    if goesOn, let standing {
      standing.isTakenOver = true
      (session, interpreter, divergences) =
        (standing.session, standing.interpreter, standing.divergences)
    } else {
      session = freshSession()
      interpreter = CommandInterpreter(session: session)
      divergences = []
    }
    var replayedCount = 0
    var kept = included
    var refusedAt: Int?
    original.console.withoutOutput {
      for (index, record) in toReplay where index >= start {
        if case .event(let sequence) = moment,
          run(session, until: record.replayDate, orEvent: sequence)
        {
          kept = index
          break
        }
        session.perform {
          _ = session.clock.advance(to: record.replayDate)
          session.lineCount = record.number - 1
        }
        // A real-clock wait only let time pass, which the clock does here: to the line's end.
        let waitsOnly =
          record.clock == .real
          && [WaitCommand.name, SleepCommand.name].contains(Tokenizer.firstWord(of: record.line))
        // A picture written to a file is not written again: that is no divergence.
        if !waitsOnly, case .failed(let message) = interpreter.execute(record.line),
          !message.hasSuffix(PictureFile.notWritten)
        {
          divergences.append((record.number, message))
        }
        replayedCount += 1
        if record.clock == .real {
          let end = SessionClock.virtualStart.addingTimeInterval(record.endOffset)
          if case .event(let sequence) = moment {
            if run(session, until: end, orEvent: sequence) {
              kept = index + 1
              break
            }
          }
          _ = session.perform { session.clock.advance(to: end) }
        }
        if refusedAt == nil, !session.liveResponses.refused.isEmpty { refusedAt = record.number }
        if case .event(let sequence) = moment, session.eventLog.appendedCount >= sequence {
          kept = index + 1
          break
        }
      }
      session.perform {
        switch moment {
        case .line: break
        case .event(let sequence): _ = run(session, until: .distantFuture, orEvent: sequence)
        case .time(let seconds):
          _ = session.clock.advance(to: SessionClock.virtualStart.addingTimeInterval(seconds))
        case .present: _ = session.clock.advance(to: presentDate)
        case .linesBack: preconditionFailure("lines back are resolved first")
        }
      }
    }
    original.console.clearRecentResults()
    if let request = session.liveResponses.refused.first {
      ReplayedSession.end(session)
      throw ShellError(
        "replaying line \(refusedAt ?? original.lineCount) needs the answer to \(request),"
          + " which the session's memory of its live responses does not hold; time travel"
          + " sends nothing, so it cannot rebuild that moment")
    }
    let lastLine: Int
    switch moment {
    case .line(let number): lastLine = number
    case .present:
      lastLine = branch == nil ? original.lineCount : records.map(\.number).max() ?? 0
    case .linesBack: preconditionFailure("lines back are resolved first")
    case .event, .time: lastLine = records.prefix(kept).map(\.number).max() ?? 0
    }
    let extent = session.perform {
      ReplayExtent(
        records: records.prefix(kept), skipping: skipping, branchNumber: branch?.number,
        endsAfterALine: { if case .line = moment { true } else { false } }(),
        mark: ReplayExtent.Mark(of: session))
    }
    return ReplayedSession(
      session: session, interpreter: interpreter, label: label, lastLine: lastLine,
      historyKept: kept, linesReplayed: replayedCount, divergences: divergences, branch: branch,
      wentOnFrom: goesOn ? standing?.lastLine : nil, extent: extent)
  }

  /// A session like the original, before its first line: same plugins, console (muted
  /// while replaying), variables and interrupt, on the virtual clock, writing no files,
  /// keeping no tour progress, and answering live requests from the original's memory.
  private func freshSession() -> Session {
    let session = Session(
      console: original.console, plugins: original.plugins, clockMode: .virtual,
      variables: original.backends.environment.variables,
      takeInterrupt: original.takeInterrupt,
      liveResponses: LiveResponses(replaying: responses))
    // A session masks its console with its own backends' secrets; the console is the
    // original's, which keeps masking with its own.
    original.console.masksSecrets { [backends = original.backends] in backends.secretMasking }
    session.pictureStyle = original.pictureStyle
    session.mayWriteFiles = false
    return session
  }

  /// The virtual date that stands for the original's present: the virtual start plus
  /// the session's time.
  private var presentDate: Date {
    if branch != nil {
      return SessionClock.virtualStart.addingTimeInterval(records.last?.endOffset ?? 0)
    }
    return SessionClock.virtualStart.addingTimeInterval(original.elapsedSeconds)
  }

  /// Runs the replayed session's clock one scheduled action at a time up to `date`,
  /// stopping as soon as its log has taken event `sequence`; says whether it did.
  private func run(_ session: Session, until date: Date, orEvent sequence: Int) -> Bool {
    session.perform {
      while session.eventLog.appendedCount < sequence {
        guard let next = session.clock.nextVirtualActionDate, next <= date else { return false }
        _ = session.clock.stepToNextAction()
      }
      return true
    }
  }

  /// Throws unless `moment` is in the session's past.
  private func check(_ moment: Moment, records: [LineRecord]) throws {
    // The last line to conclude may be one that ran later-numbered lines (`next`).
    guard let last = records.map(\.number).max() else {
      throw ShellError("the session has run no lines yet: there is no past to go back to")
    }
    switch moment {
    case .line(let number):
      guard number <= last else {
        throw ShellError(
          "line \(number) is not in the session's past: the last line is \(last)"
            + " (history lists them)")
      }
    case .event(let sequence):
      let logged = original.eventLog.appendedCount
      guard sequence <= logged else {
        throw ShellError(
          "#\(sequence) is not in the session's past: the session has logged \(logged)"
            + " \(logged == 1 ? "event" : "events") (log lists them)")
      }
    case .time(let seconds):
      let now = original.elapsedSeconds
      guard seconds <= now else {
        throw ShellError(
          "\(LineRecord.timeText(ofSeconds: seconds)) is not in the session's past: its clock"
            + " is at \(LineRecord.timeText(ofSeconds: now))")
      }
    case .present, .linesBack: break
    }
  }

  /// Throws naming the first of `lines` that chooses a backend reaching outside the
  /// session that the session does not rewind: a file store, say, which replaying would
  /// write again. A live HTTP backend (one that takes `record=`) is rewound from the
  /// responses the session kept.
  private func refuseOutsideEffects(in lines: [LineRecord]) throws {
    for record in lines where Tokenizer.firstWord(of: record.line) == UseCommand.name {
      guard let words = try? Tokenizer.tokens(of: record.line), words.count > 2,
        words[0].text == UseCommand.name,
        let listing = try? original.backends.backends(of: words[1].text).first(where: {
          $0.name == words[2].text
        }), listing.reachesOutside,
        !listing.options.contains(where: { $0.name == RecordingOption.option.name })
      else { continue }
      throw ShellError(
        "line \(record.number) (use \(words[1].text) \(words[2].text)) chose a backend that"
          + " reaches outside the session (a file or a server it does not keep the answers of),"
          + " and replaying it would write or ask again; time travel replays sessions whose"
          + " backends stay inside, or are live servers whose answers it keeps")
    }
  }
}
