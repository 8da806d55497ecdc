import Foundation
import Inspection

/// A tour step's `expect` lines, parsed once and checked silently against the live state:
/// after every line, on a timer while a search runs, and (in a test) by moving the virtual
/// clock on until they hold.
struct StepChecks {
  /// How long a step's checks may take to hold when a script runs them as a test, on
  /// either clock: the slowest step of a tutorial (a two-second search) fits many times.
  static let patience = 10.0

  /// The checks, in order, with the line each came from.
  let checks: [(line: String, command: ExpectCommand)]

  /// The checks in `lines` (each an `expect` line); throws the parse error of a bad one.
  init(_ lines: [String]) throws {
    checks = try lines.map { line in
      let tokens = try Tokenizer.tokens(of: line)
      return (line, try ExpectCommand.parse(Array(tokens.dropFirst())))
    }
  }

  /// The session a tour taken in `session` reads: the moment time travel stands at
  /// (`goto`, `skip`), if any, else `session`. Called on `session`'s queue.
  static func read(in session: Session) -> Session {
    session.timeTravel.standing?.session ?? session
  }

  /// The first check that does not hold, with why; nil when every one holds. Reads the
  /// moment stood at, if any.
  func firstFailure(in session: Session) -> (line: String, message: String)? {
    let read = Self.read(in: session)
    return read.perform {
      for check in checks {
        do {
          _ = try check.command.check(in: read)
        } catch {
          return (check.line, String(describing: error))
        }
      }
      return nil
    }
  }

  /// The path of the first check that does not hold, nil when every one holds.
  func firstFailingPath(in session: Session) -> MemberPath? {
    let read = Self.read(in: session)
    return read.perform {
      checks.first { (try? $0.command.check(in: read)) == nil }?.command.path
    }
  }

  /// The statements that hold, for the line saying a step is done.
  func statements(in session: Session) -> [String] {
    let read = Self.read(in: session)
    return read.perform { checks.compactMap { try? $0.command.check(in: read) } }
  }

  /// On the virtual clock, moves time on one scheduled action at a time until every check
  /// holds or `patience` has passed; returns the failure left, nil when they hold. On the
  /// real clock it only checks. Runs on the session queue.
  func awaitOnVirtualClock(in session: Session) -> (line: String, message: String)? {
    let clock = session.clock
    let deadline = clock.currentDate.addingTimeInterval(Self.patience)
    clock.runDueActions()
    while let failure = firstFailure(in: session) {
      guard clock.mode == .virtual, let next = clock.nextVirtualActionDate, next <= deadline
      else { return failure }
      _ = clock.stepToNextAction()
    }
    return nil
  }
}
