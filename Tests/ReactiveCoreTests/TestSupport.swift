import Foundation

@testable import ReactiveCore

/// The error the tests fail signals with.
enum TestError: Error, Equatable {
  case boom
  case other
}

/// An object to watch with `weak` references in leak tests.
final class Canary: @unchecked Sendable {
  let id: Int

  init(_ id: Int = 0) {
    self.id = id
  }
}

/// Records what a signal sends, as readable strings, with the virtual time when a
/// scheduler is given: `1@0.5`, `COMPLETED@2.0`.
///
/// It holds the scheduler weakly: an event still queued on the scheduler when a test
/// ends (an interruption an asynchronous operator scheduled) would otherwise hold the
/// scheduler through this timeline and leak both.
final class Timeline<Value, Error: Swift.Error> {
  private weak var scheduler: TestScheduler?
  private let isTimed: Bool
  private(set) var entries: [String] = []

  init(_ scheduler: TestScheduler? = nil) {
    self.scheduler = scheduler
    isTimed = scheduler != nil
  }

  /// The observer that records into this timeline.
  var observer: Signal<Value, Error>.Observer {
    Signal.Observer { event in self.record(event) }
  }

  /// Records `event`.
  func record(_ event: Signal<Value, Error>.Event) {
    let text: String
    switch event {
    case .value(let value): text = "\(value)"
    default: text = event.description
    }
    if let scheduler {
      entries.append("\(text)@\(scheduler.currentDate.timeIntervalSinceReferenceDate)")
    } else {
      entries.append(isTimed ? "\(text)@?" : text)
    }
  }
}
