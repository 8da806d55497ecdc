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
    SessionInstrument.attach(recorder, to: queue)
    backends.environment.requests.observer = recorder
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
