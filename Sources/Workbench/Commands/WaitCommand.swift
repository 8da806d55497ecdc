import Foundation
import Inspection
import Model
import ViewModelKit

/// `wait [ACTION] [--timeout DURATION]`: blocks until an action (or everything) is idle.
public struct WaitCommand: ShellCommand {
  public static let name = "wait"
  public static let signature = CommandSignature(
    [ArgumentSpec("ACTION", .path(.action), .optional, summary: "the action to wait for")],
    flags: [
      FlagSpec(
        "--timeout", value: .duration, placeholder: "DURATION",
        summary: "give up after this long (default 10s)")
    ])
  public static let help = """
    Blocks until ACTION (or everything) is idle.
    Without ACTION, waits until no action of the current view-model is executing, no backend request is in flight (a search as you type included) and nothing is scheduled on the clock (repeating timers aside).
    On the virtual clock it advances virtual time from one scheduled action to the next instead of sleeping, and waits in real time only for a live backend's request in flight (its answer comes at the virtual time it was waited for); on the real clock it waits. Ctrl-C stops waiting.
    Either way it gives up after --timeout (default 10s; a duration from 0 to 365d) with an error.
    """

  /// The default bound on waiting.
  static let defaultTimeout = TimeSpan.seconds(10)

  /// The action waited for, if any.
  let path: MemberPath?
  /// How long to wait at most.
  let timeout: TimeSpan

  public init(_ arguments: ParsedArguments) {
    path = arguments.path("ACTION")
    timeout = arguments.duration("--timeout") ?? Self.defaultTimeout
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let focus = try path.map(session.root(of:)) ?? session.requireFocus()
    let isIdle = try idleCondition(focus: focus, session: session)
    let what = path.map { "\($0) is idle" } ?? "everything is idle"
    let requests = session.backends.environment.requests
    let inFlight = { () -> String in
      let names = requests.inFlightNames
      return names.isEmpty ? "" : " (still in flight: \(names.joined(separator: ", ")))"
    }
    guard session.clock.mode == .virtual else {
      return .waitOnRealClock(
        condition: isIdle, timeout: timeout.seconds,
        timeoutMessage: { "wait: gave up after \(timeout) before \(what)\(inFlight())" })
    }
    let clock = session.clock
    let start = clock.currentDate
    let deadline = start.addingTimeInterval(timeout.seconds)
    clock.runDueActions()
    while !isIdle() {
      // Only a request in flight, and repeating timers at most: its answer is waited for
      // before virtual time moves on.
      if clock.pendingActionCount == 0 && requests.count > 0 {
        try awaitLiveAnswer(session: session, describing: inFlight)
        continue
      }
      guard let next = clock.nextVirtualActionDate else {
        throw ShellError("wait: nothing is scheduled on the virtual clock, yet not \(what)")
      }
      guard next <= deadline else {
        _ = clock.advance(to: deadline)
        throw ShellError(
          "wait: gave up after \(timeout) of virtual time before \(what)\(inFlight())")
      }
      _ = clock.stepToNextAction()
    }
    let elapsed = TimeSpan(clampingSeconds: clock.currentDate.timeIntervalSince(start))
    session.console.result("\(what) after \(elapsed) of virtual time")
    return .done
  }

  /// Waits in real time, on the session's queue, until a request in flight schedules its
  /// answer on the virtual clock or ends: a live backend's request takes real time, and
  /// virtual time stands still meanwhile. Gives up after the timeout, or at Ctrl-C.
  private func awaitLiveAnswer(session: Session, describing inFlight: () -> String) throws {
    let clock = session.clock
    let requests = session.backends.environment.requests
    let started = ContinuousClock.now
    let pause = DispatchSemaphore(value: 0)
    // A Ctrl-C pressed before this wait began is not for it (as on the real clock).
    _ = session.takeInterrupt()
    while clock.pendingActionCount == 0 && requests.count > 0 {
      guard started.duration(to: .now) < .seconds(timeout.seconds) else {
        throw ShellError(
          "wait: gave up after \(timeout) of real time waiting for a live request\(inFlight())")
      }
      if session.takeInterrupt() {
        throw ShellError(
          "wait: interrupted (Ctrl-C) waiting for a live request\(inFlight()); it goes on")
      }
      _ = pause.wait(timeout: .now() + .milliseconds(5))
    }
  }

  private func idleCondition(focus: any ViewModel, session: Session) throws -> () -> Bool {
    if let path {
      let action = try ActionLookup.action(at: path, from: focus)
      return { (action.executingProperty.currentValue as? Bool) != true }
    }
    let actions = Inspection.members(of: focus).compactMap(\.action)
    let clock = session.clock
    let requests = session.backends.environment.requests
    return {
      actions.allSatisfy { ($0.executingProperty.currentValue as? Bool) != true }
        && clock.pendingActionCount == 0 && requests.count == 0
    }
  }
}
