import Dispatch
import Foundation
import Model
import ReactiveCore

/// Runs one line of the shell's language: parses it and runs its command on the session
/// queue, in one hop there for a line that does not wait; waits on the real clock off the
/// queue when `wait` or `sleep` ask to; lets due virtual-time work run afterwards. It is
/// the session's `LineRunner`: a tour it starts runs its own lines through it. At a
/// moment of the past (`goto`), it runs a reading command there, and a line that changes
/// the session there starts a branch: the rebuilt session becomes the one it serves.
public final class CommandInterpreter: LineRunner, Sendable {
  /// The session the commands act on: the one it was made with, until a branch.
  public var session: Session { current.value }
  /// The session now served.
  private let current: Atomic<Session>
  /// How many lines run by other lines (`type`, `next`) are running inside each other now.
  private let nesting = Atomic(0)
  /// How deep lines may run lines: `next` types a step's lines, each a `type`.
  static let maximumNesting = 8

  /// An interpreter for `session`.
  public init(session: Session) {
    current = Atomic(session)
  }

  /// Runs `line`. Never throws: a failure is returned with its message, and the
  /// session goes on with everything it had. A line that succeeded is kept for `save`,
  /// and a tour being taken hears of every line.
  public func execute(_ line: String) -> LineOutcome {
    let present = session
    switch present.perform({ present.timeTravel.route(of: line) }) {
    case .present: break
    case .moment(let standing):
      let outcome = standing.interpreter.execute(line)
      // The tour being taken hears of a line read at the moment as of any other: it is
      // one of a step's lines (`get tweets.count`), and the step's checks read the moment.
      let note = present.perform { present.tour?.lineFinished(line, outcome: outcome) }
      if case .failed(let message) = outcome, let note { return .failed("\(message) \(note)") }
      return outcome
    case .branch(let standing):
      // The line runs at the moment first: one that fails changed nothing and starts no
      // branch, so nothing of the present is left behind for a mistake.
      // Its requests, and the branch's after it, go to the network.
      let earlier = standing.session.perform { () -> Int in
        standing.session.liveResponses.goLive()
        standing.session.lineCount = standing.lastLine
        return standing.session.history.records.count
      }
      let outcome = standing.interpreter.execute(line)
      guard outcome == .succeeded else { return outcome }
      branch(to: standing, from: present, keepingAfter: earlier)
      // The tour followed the branch: it hears of the line that started it.
      let next = standing.session
      return next.perform { () -> LineOutcome in
        _ = next.tour?.lineFinished(line, outcome: outcome)
        return outcome
      }
    }
    let session = session
    session.console.clearRecentResults()
    let ran = session.perform { run(line) }
    guard let waiting = ran.waiting else { return ran.outcome }
    let outcome = finishOffQueue(waiting)
    return session.perform { conclude(line, outcome, ran) }
  }

  /// Runs the `expect` line `line` once it holds: on the virtual clock, moving time on
  /// one scheduled action at a time; on the real clock, checking every 20 ms; either way
  /// for at most `StepChecks.patience`, then it fails as `expect` would. A tour's step
  /// run as a test checks this way, as the tour checks after every change.
  public func executeOnceItHolds(_ line: String) -> LineOutcome {
    guard let checks = try? StepChecks([line]) else { return execute(line) }
    if session.perform({ session.clock.mode == .virtual }) {
      _ = session.perform { checks.awaitOnVirtualClock(in: session) }
    } else {
      let deadline = ContinuousClock.now + .seconds(StepChecks.patience)
      let pause = DispatchSemaphore(value: 0)
      while ContinuousClock.now < deadline,
        session.perform({ checks.firstFailure(in: session) }) != nil
      {
        _ = pause.wait(timeout: .now() + .milliseconds(20))
      }
    }
    return execute(line)
  }

  /// A line run on the session queue: its outcome (concluded there) or what it still
  /// waits for off the queue, the kind of command it was and the clock it started on.
  private struct RanLine {
    var outcome = LineOutcome.succeeded
    var waiting: CommandOutcome?
    var command: (any ShellCommand.Type)?
    let clock: SessionClock.Mode
    /// The line's number, its start on the session's clock and the events logged before.
    let number: Int
    let offset: TimeInterval
    let eventsBefore: Int
  }

  /// Parses and runs `line`, on the session queue; a line that does not wait is
  /// concluded here too (kept for `save`, told to the tour), so it costs one hop.
  private func run(_ line: String) -> RanLine {
    session.lineCount += 1
    let mode = session.clock.mode
    let offset = session.elapsedSeconds
    var ran = RanLine(
      clock: mode, number: session.lineCount, offset: offset,
      eventsBefore: session.eventLog.appendedCount)
    do {
      guard let command = try Self.parse(line, type: &ran.command) else {
        ran.outcome = conclude(line, .succeeded, ran)
        return ran
      }
      let outcome = try session.runLine(line) { () throws -> CommandOutcome in
        defer {
          session.clock.runDueActions()
          session.checkForLeaks()
          session.sampleResources(viewModelTypes: true)
          session.tracer.flush()
          session.console.flushTrace()
        }
        return try start(command.run(in: session))
      }
      switch outcome {
      case .done, .startTour: ran.outcome = .succeeded
      case .quit: ran.outcome = .quit
      case .waitOnRealClock, .sleepOnRealClock, .runLines:
        ran.waiting = outcome
        return ran
      }
    } catch {
      ran.outcome = .failed(String(describing: error))
    }
    ran.outcome = conclude(line, ran.outcome, ran)
    return ran
  }

  /// Whether `line` is a command whose words are right (it may still fail when it runs).
  static func parses(_ line: String) -> Bool {
    var type: (any ShellCommand.Type)?
    return (try? parse(line, type: &type)) != nil
  }

  /// The command `line` holds, nil for a blank line or a comment; `type` is set as soon
  /// as the command is known, so a line whose arguments are wrong is still told apart.
  private static func parse(_ line: String, type: inout (any ShellCommand.Type)?) throws
    -> (any ShellCommand)?
  {
    if ExpectedOutput.isCheck(line) {
      throw ShellError(
        "a line starting with | is the output expected of the command above it, in a script;"
          + " it checks nothing at the prompt")
    }
    if let raw = CommandCatalog.command(named: Tokenizer.firstWord(of: line))
      as? any RawTextCommand.Type
    {
      type = raw
      return try raw.init(rawText: Tokenizer.rest(afterFirstWordOf: line))
    }
    let tokens = try Tokenizer.tokens(of: line)
    guard let first = tokens.first else { return nil }
    let command = try CommandCatalog.requireCommand(named: first.text)
    type = command
    return try command.parse(Array(tokens.dropFirst()))
  }

  /// Starts the tour a command asked for, as part of the command, with this interpreter
  /// running the tour's own lines.
  private func start(_ outcome: CommandOutcome) -> CommandOutcome {
    guard case .startTour(let tour, let step) = outcome else { return outcome }
    let guide = TourGuide(tour: tour, session: session, runner: self)
    session.tour = guide
    guide.begin(at: step)
    return .done
  }

  /// Keeps a line that succeeded for `save` and tells the tour being taken; a failure
  /// gets the tour's note.
  private func conclude(_ line: String, _ outcome: LineOutcome, _ ran: RanLine)
    -> LineOutcome
  {
    let isReplayed = outcome == .succeeded && ran.command?.isReplayed == true
    if ran.command != nil || outcome != .succeeded {
      var failure: String?
      if case .failed(let message) = outcome { failure = message }
      session.history.add(
        LineRecord(
          number: ran.number, line: line, clock: ran.clock, offset: ran.offset,
          endOffset: session.elapsedSeconds, failure: failure,
          isReplayed: isReplayed, eventsBefore: ran.eventsBefore,
          eventsAfter: session.eventLog.appendedCount,
          resumingTour: session.tour?.isCatchingUp == true ? session.tour?.tour.name : nil))
    }
    let note = session.tour?.lineFinished(line, outcome: outcome)
    if case .failed(let message) = outcome, let note { return .failed("\(message) \(note)") }
    return outcome
  }

  /// Makes the session rebuilt at `standing` the one served, after a line that changed it
  /// ran there: the lines of `present` after the moment are kept as a branch, and the
  /// rebuilt session takes over the present's history up to the moment (then that line),
  /// its settings, its prompt and (on the real clock) its clock. The rebuilt session's own
  /// history records after the first `earlier` are what that line ran.
  private func branch(
    to standing: ReplayedSession, from present: Session, keepingAfter earlier: Int
  ) {
    let next = standing.session
    let kept = present.perform { () -> (history: [LineRecord], branches: [Branch]) in
      let travel = present.timeTravel
      let records = present.history.records
      let kept =
        standing.branch?.records
        ?? records.prefix(standing.historyKept).filter { !travel.skipped.contains($0.number) }
      // Back on a branch left earlier, the present is left from where the two part.
      let shared =
        standing.branch.map { branch in
          zip(records, branch.records).prefix { $0 == $1 }.count
        } ?? standing.historyKept
      // Lines about the shell typed since (goto, history) are not what the branch was.
      let left = records.dropFirst(shared).filter(\.isReplayed)
      var branches = travel.branches.filter { $0.number != standing.branch?.number }
      if !left.isEmpty {
        branches.append(
          Branch(
            number: (travel.branches.map(\.number).max() ?? 0) + 1,
            leftAtLine: standing.branch == nil
              ? standing.lastLine : records.prefix(shared).last?.number ?? 0,
            lines: left, base: Array(records.prefix(shared)),
            responses: present.liveResponses.kept))
      }
      travel.branchOff()
      present.console.withoutOutput {
        _ = present.cancelEverything()
        present.closeApp()
      }
      return (kept, branches)
    }
    // A tour being taken follows the branch, at the step it was on.
    let guide = present.perform { () -> TourGuide? in
      defer { present.tour = nil }
      return present.tour?.following(to: next, runner: self)
    }
    let tourNote = guide.map { "; the tour \($0.tour.name) follows the branch" } ?? ""
    let leftAs = kept.branches.last.flatMap { last in
      present.timeTravel.branches.contains { $0.number == last.number } ? nil : last.number
    }
    let message: String
    if let returned = standing.branch {
      message =
        "back on branch \(returned.number): the session goes on from its line \(standing.lastLine)"
        + (leftAs.map { "; the lines you left are kept as branch \($0) (branches lists them)" }
          ?? "")
    } else if let leftAs {
      message =
        "a new branch starts at line \(standing.lastLine): the lines after it are kept as branch"
        + " \(leftAs) (branches lists them)"
    } else {
      message = "the session goes on from line \(standing.lastLine)"
    }
    let (mayWriteFiles, tourProgress, onPromptChange, clock) = present.perform {
      (present.mayWriteFiles, present.tourProgress, present.onPromptChange, present.clock.mode)
    }
    let announcement = message + tourNote
    next.perform {
      let ranThere = next.history.records.dropFirst(earlier)
      next.history.replace(with: kept.history + ranThere)
      next.timeTravel.branches = kept.branches
      next.mayWriteFiles = mayWriteFiles
      next.tourProgress = tourProgress
      next.onPromptChange = onPromptChange
      if clock == .real { next.clock.switchTo(.real) }
      next.console.masksSecrets { [backends = next.backends] in backends.secretMasking }
      next.console.live(announcement, style: .navigation)
      if let guide {
        next.tour = guide
        guide.resume()
      }
    }
    present.perform { present.onPromptChange = nil }
    current.modify { $0 = next }
  }

  /// What the shell does after a command that waits or runs more lines, off the session
  /// queue (on it when a tour runs its own lines, where waiting on the real clock fails).
  private func finishOffQueue(_ outcome: CommandOutcome) -> LineOutcome {
    switch outcome {
    case .done, .startTour: return .succeeded
    case .quit: return .quit
    case .waitOnRealClock(let condition, let timeout, let timeoutMessage):
      guard !session.isOnQueue else {
        return .failed("wait on the real clock cannot run among a tour's own lines")
      }
      return waitOnRealClock(until: condition, timeout: timeout, timeoutMessage: timeoutMessage)
    case .sleepOnRealClock(let seconds):
      guard !session.isOnQueue else {
        return .failed("sleep on the real clock cannot run among a tour's own lines")
      }
      return sleepOnRealClock(seconds)
    case .runLines(let lines):
      let depth = nesting.modify { depth in
        depth += 1
        return depth
      }
      defer { nesting.modify { $0 -= 1 } }
      guard depth <= Self.maximumNesting else {
        return .failed(
          "lines that run lines (type, next) nest more than \(Self.maximumNesting) deep here;"
            + " the innermost was not run")
      }
      for line in lines {
        let outcome = execute(line)
        guard outcome == .succeeded else { return outcome }
      }
      return .succeeded
    }
  }

  private func sleepOnRealClock(_ seconds: TimeInterval) -> LineOutcome {
    let started = ContinuousClock.now
    let end = started + .seconds(seconds)
    let pause = DispatchSemaphore(value: 0)
    _ = session.takeInterrupt()
    while ContinuousClock.now < end {
      if session.takeInterrupt() {
        let elapsed = TimeSpan(clampingSeconds: Self.seconds(since: started))
        return .failed("sleep: interrupted after \(elapsed) (Ctrl-C)")
      }
      let remaining = Int(-Self.seconds(since: end) * 1000)
      _ = pause.wait(timeout: .now() + .milliseconds(min(20, max(1, remaining))))
    }
    return .succeeded
  }

  /// Seconds the monotonic clock has moved since `start` (negative before it): waits and
  /// deadlines that a change of the system's time cannot stretch or cut short.
  private static func seconds(since start: ContinuousClock.Instant) -> TimeInterval {
    let (seconds, attoseconds) = start.duration(to: .now).components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }

  /// Words that complete the last word of `lineBeforeCursor`.
  public func completions(for lineBeforeCursor: String) -> [String] {
    let words = lineBeforeCursor.split(separator: " ", omittingEmptySubsequences: true).map(
      String.init)
    let endsWord = lineBeforeCursor.last.map { $0 == " " } ?? true
    let complete = endsWord ? words : Array(words.dropLast())
    let partial = endsWord ? "" : (words.last ?? "")
    let candidates: [String]
    if complete.isEmpty {
      candidates = CommandCatalog.names
    } else if let command = CommandCatalog.command(named: complete[0]) {
      let previous = Array(complete.dropFirst())
      candidates = session.perform {
        command.completions(after: previous, partial: partial, in: session)
      }
    } else {
      candidates = []
    }
    return candidates.filter { $0.hasPrefix(partial) }
  }

  private func waitOnRealClock(
    until condition: () -> Bool, timeout: TimeInterval, timeoutMessage: () -> String
  ) -> LineOutcome {
    let started = ContinuousClock.now
    let deadline = started + .seconds(timeout)
    let pause = DispatchSemaphore(value: 0)
    _ = session.takeInterrupt()
    while !session.perform(condition) {
      guard ContinuousClock.now < deadline else { return .failed(session.perform(timeoutMessage)) }
      if session.takeInterrupt() {
        let elapsed = TimeSpan(clampingSeconds: Self.seconds(since: started))
        return .failed("wait: interrupted after \(elapsed) (Ctrl-C); the actions go on running")
      }
      _ = pause.wait(timeout: .now() + .milliseconds(20))
    }
    let elapsed = Self.seconds(since: started)
    session.console.result("idle after \(TimeSpan(clampingSeconds: elapsed))")
    return .succeeded
  }
}
