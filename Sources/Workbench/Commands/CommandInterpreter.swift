import Dispatch
import Foundation
import Model

/// Runs one line of the shell's language: parses it, runs the command on the session
/// queue, waits on the real clock off the queue when `wait` asks to, and lets due
/// virtual-time work run afterwards.
public final class CommandInterpreter: Sendable {
  /// What a line did.
  public enum LineOutcome: Equatable {
    /// The command succeeded (or the line was blank or a comment).
    case succeeded
    /// The command failed; the message says why.
    case failed(String)
    /// The user asked to end the session.
    case quit
  }

  /// The session the commands act on.
  public let session: Session
  /// Whether the user pressed Ctrl-C since the last call: ends a `wait` on the real clock.
  private let takeInterrupt: @Sendable () -> Bool
  /// How many lines run by other lines (`type`, `next`) are running inside each other now.
  private let nesting = Guarded(0)
  /// How deep lines may run lines: `next` types a step's lines, each a `type`.
  static let maximumNesting = 8

  /// An interpreter for `session`; `takeInterrupt` reports Ctrl-C (a line reader's
  /// `takeInterrupt`).
  public init(session: Session, takeInterrupt: @escaping @Sendable () -> Bool = { false }) {
    self.session = session
    self.takeInterrupt = takeInterrupt
    session.takeInterrupt = takeInterrupt
    session.executeLine = { [weak self] line in self?.execute(line) ?? .succeeded }
  }

  /// Runs `line`. Never throws: a failure is returned with its message, and the
  /// session goes on with everything it had. A line that succeeded is kept for `save`,
  /// and a tour being taken hears of every line.
  public func execute(_ line: String) -> LineOutcome {
    let started = Date()
    let clock = session.clock.mode
    let (outcome, command) = run(line)
    let note = session.perform { () -> String? in
      if outcome == .succeeded, let command, command.isReplayed {
        session.transcript.record(line, clock: clock, started: started, ended: Date())
      }
      return session.tour?.lineFinished(line, outcome: outcome)
    }
    if case .failed(let message) = outcome, let note { return .failed("\(message) \(note)") }
    return outcome
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
      let deadline = Date().addingTimeInterval(StepChecks.patience)
      let pause = DispatchSemaphore(value: 0)
      while Date() < deadline, session.perform({ checks.firstFailure(in: session) }) != nil {
        _ = pause.wait(timeout: .now() + .milliseconds(20))
      }
    }
    return execute(line)
  }

  private func run(_ line: String) -> (LineOutcome, (any ShellCommand.Type)?) {
    var commandType: (any ShellCommand.Type)?
    session.perform { session.lineCount += 1 }
    session.console.clearRecentResults()
    if ExpectedOutput.isCheck(line) {
      return (
        .failed(
          "a line starting with | is the output expected of the command above it, in a script;"
            + " it checks nothing at the prompt"), nil
      )
    }
    do {
      let command: any ShellCommand
      let firstWord = String(line.drop { $0.isWhitespace }.prefix { !$0.isWhitespace })
      if let raw = CommandCatalog.command(named: firstWord) as? any RawTextCommand.Type {
        commandType = raw
        command = try raw.init(rawText: SayCommand.rest(of: line))
      } else {
        let tokens = try Tokenizer.tokens(of: line)
        guard let first = tokens.first else { return (.succeeded, nil) }
        let type = try CommandCatalog.requireCommand(named: first.text)
        commandType = type
        command = try type.parse(Array(tokens.dropFirst()))
      }
      let outcome = try session.perform { () throws -> CommandOutcome in
        defer {
          session.clock.runDueActions()
          session.tracer.flush()
          session.console.flushTrace()
        }
        return try session.runLine(line) { try command.run(in: session) }
      }
      return (finish(outcome), commandType)
    } catch {
      return (.failed(String(describing: error)), commandType)
    }
  }

  /// What the shell does after a command: nothing more, wait, or run more lines.
  private func finish(_ outcome: CommandOutcome) -> LineOutcome {
    switch outcome {
    case .done: return .succeeded
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
      let depth = nesting.withLock { depth in
        depth += 1
        return depth
      }
      defer { nesting.withLock { $0 -= 1 } }
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
    let started = Date()
    let end = started.addingTimeInterval(seconds)
    let pause = DispatchSemaphore(value: 0)
    _ = takeInterrupt()
    while Date() < end {
      if takeInterrupt() {
        let elapsed = TimeSpan(clampingSeconds: Date().timeIntervalSince(started))
        return .failed("sleep: interrupted after \(elapsed) (Ctrl-C)")
      }
      _ = pause.wait(
        timeout: .now() + .milliseconds(min(20, max(1, Int(end.timeIntervalSinceNow * 1000)))))
    }
    return .succeeded
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
    let deadline = Date().addingTimeInterval(timeout)
    let pause = DispatchSemaphore(value: 0)
    let started = Date()
    _ = takeInterrupt()
    while !session.perform(condition) {
      guard Date() < deadline else { return .failed(session.perform(timeoutMessage)) }
      if takeInterrupt() {
        let elapsed = TimeSpan(clampingSeconds: Date().timeIntervalSince(started))
        return .failed("wait: interrupted after \(elapsed) (Ctrl-C); the commands go on running")
      }
      _ = pause.wait(timeout: .now() + .milliseconds(20))
    }
    let elapsed = Date().timeIntervalSince(started)
    session.console.result("idle after \(TimeSpan(clampingSeconds: elapsed))")
    return .succeeded
  }
}
