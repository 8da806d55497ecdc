import Foundation
import Synchronization

@_spi(Inspection) @testable import ReactiveCore

/// A `ReactiveInstrument` that keeps the events reported on one thread (or on any, for
/// stress tests), for tests to read back.
final class EventRecorder: ReactiveInstrument, @unchecked Sendable {
  /// One test at a time may have an instrument installed: the hook is process-wide.
  private static let installation = NSLock()

  private let thread: pthread_t?
  private let recorded = Locked<[ReactiveEvent]>([])

  /// A recorder of the calling thread's events, or of every thread's.
  init(everyThread: Bool = false) {
    thread = everyThread ? nil : pthread_self()
  }

  /// Installs a recorder for the duration of `body`, with no other test's installed.
  static func recording<Result>(
    everyThread: Bool = false, _ body: (EventRecorder) throws -> Result
  ) rethrows -> Result {
    try exclusively {
      let recorder = EventRecorder(everyThread: everyThread)
      ReactiveInspection.install(recorder)
      defer { ReactiveInspection.uninstall(recorder) }
      return try body(recorder)
    }
  }

  /// Runs `body` while no other test can install an instrument.
  static func exclusively<Result>(_ body: () throws -> Result) rethrows -> Result {
    installation.lock()
    defer { installation.unlock() }
    return try body()
  }

  func record(_ event: ReactiveEvent) {
    if let thread, pthread_equal(thread, pthread_self()) == 0 { return }
    recorded.withLock { $0.append(event) }
  }

  /// The events so far, in the order they were recorded.
  var events: [ReactiveEvent] { recorded.withLock { $0 } }

  /// The changes of `property` (by its change subject), as `(event, old, new)`.
  func changes<Value>(of property: AnyObject, as type: Value.Type = Value.self)
    -> [(event: ReactiveEvent, old: Value, new: Value)]
  {
    let subject = ReactiveInspection.changeSubject(of: property)
    return events.compactMap { event in
      guard case .propertyChanged(let changed, let old, let new) = event.kind,
        changed == subject, let old = old as? Value, let new = new as? Value
      else { return nil }
      return (event, old, new)
    }
  }

  /// The identifiers of the causes of `event`, nearest first.
  func causeChain(of event: ReactiveEvent) -> [ReactiveEvent.ID] {
    causeChain(from: event.cause)
  }

  /// `cause` and its causes, nearest first.
  func causeChain(from cause: ReactiveEvent.ID?) -> [ReactiveEvent.ID] {
    let byID = Dictionary(events.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var chain: [ReactiveEvent.ID] = []
    var next = cause
    while let id = next {
      chain.append(id)
      next = byID[id]?.cause
    }
    return chain
  }
}
