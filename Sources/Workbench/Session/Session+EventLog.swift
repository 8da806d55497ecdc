import Foundation
@_spi(Inspection) import ReactiveCore
import ViewModelKit

extension Session {
  /// Starts recording the session's events into `eventLog`: ReactiveCore's on this
  /// session's queue, the backends' requests, and a new turn whenever the clock fires.
  func startRecording() {
    let clock = clock
    let startDate = startDate
    recorder = SessionRecorder(
      log: eventLog,
      milliseconds: {
        let seconds = clock.virtualElapsed ?? Date().timeIntervalSince(startDate)
        return Int64((seconds * 1000).rounded())
      },
      screens: { [weak self] in self?.namedScreens ?? [] },
      isOnSessionQueue: { [weak self] in self?.isOnQueue ?? false })
    recorder.onEvent = { [weak self] event in
      self?.tracer.take(event)
      self?.watches.take(event)
    }
    SessionInstrument.attach(recorder, to: queue)
    backends.environment.requests.observer = recorder
    _ = (tracer, watches)
    let recorder = recorder
    clock.onFire = { recorder?.beginTurn() }
  }

  /// Runs `body`, the command of the typed `line` (number `lineCount`), with the line
  /// logged as the root of what it causes.
  func runLine<Result>(_ line: String, _ body: () throws -> Result) rethrows -> Result {
    let cause = recorder.beginLine(lineCount, line)
    return try ReactiveInspection.withCause(cause, body)
  }

  /// The screens on the stack with the prefix their paths take: none for the top one,
  /// `flickr/` for the one below (the prompt's names).
  var namedScreens: [(prefix: String, root: any ViewModel)] {
    let names = screenNames
    return stack.indices.map { index in
      (index == stack.count - 1 ? "" : names[index] + "/", stack[index].root)
    }
  }
}

extension Session {
  /// The subject the event log names what `path` (typed relative to the focus) points
  /// at: the focus's own path on its screen, then `path`; `screen/` as typed for a
  /// screen lower on the stack.
  func logSubject(for path: MemberPath) -> String {
    if let screen = path.screens.last {
      let top = screenNames.last
      let members = path.withoutScreens.description
      return screen == top && path.screens.count == stack.count ? members : "\(screen)/\(members)"
    }
    let prefix = currentScreen?.focusPath.map(\.path).joined(separator: ".") ?? ""
    return prefix.isEmpty ? path.description : "\(prefix).\(path.description)"
  }
}
