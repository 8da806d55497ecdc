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

  /// An interpreter for `session`; `takeInterrupt` reports Ctrl-C (a line reader's
  /// `takeInterrupt`).
  public init(session: Session, takeInterrupt: @escaping @Sendable () -> Bool = { false }) {
    self.session = session
    self.takeInterrupt = takeInterrupt
    session.takeInterrupt = takeInterrupt
  }

  /// Runs `line`. Never throws: a failure is returned with its message, and the
  /// session goes on with everything it had.
  public func execute(_ line: String) -> LineOutcome {
    session.perform { session.lineCount += 1 }
    do {
      let tokens = try Tokenizer.tokens(of: line)
      guard let first = tokens.first else { return .succeeded }
      let commandType = try CommandCatalog.requireCommand(named: first.text)
      let command = try commandType.parse(Array(tokens.dropFirst()))
      let outcome = try session.perform { () throws -> CommandOutcome in
        defer {
          session.clock.runDueActions()
          session.tracer.flush()
          session.console.flushTrace()
        }
        return try session.runLine(line) { try command.run(in: session) }
      }
      switch outcome {
      case .done: return .succeeded
      case .quit: return .quit
      case .waitOnRealClock(let condition, let timeout, let timeoutMessage):
        return waitOnRealClock(until: condition, timeout: timeout, timeoutMessage: timeoutMessage)
      }
    } catch {
      return .failed(String(describing: error))
    }
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
