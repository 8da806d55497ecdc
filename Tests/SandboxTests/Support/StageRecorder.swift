import Foundation
@_spi(Inspection) import ReactiveCore

/// Records what ReactiveCore reports on the test's thread, with the virtual time of
/// each event, while installed. One test at a time installs one.
final class StageRecorder: ReactiveInstrument, @unchecked Sendable {
  private static let installation = NSLock()

  private let thread = pthread_self()
  private let scheduler: TestScheduler
  private let lock = NSLock()
  private var recorded: [(event: ReactiveEvent, microseconds: Int64)] = []

  private init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// Runs `body` with a recorder installed.
  static func recording<Result>(
    on scheduler: TestScheduler, _ body: (StageRecorder) throws -> Result
  ) rethrows -> Result {
    installation.lock()
    defer { installation.unlock() }
    let recorder = StageRecorder(scheduler: scheduler)
    ReactiveInspection.install(recorder)
    defer { ReactiveInspection.uninstall(recorder) }
    return try body(recorder)
  }

  func record(_ event: ReactiveEvent) {
    guard pthread_equal(thread, pthread_self()) != 0 else { return }
    let now = scheduler.elapsedMicroseconds
    lock.withLock { recorded.append((event, now)) }
  }

  private var events: [(event: ReactiveEvent, microseconds: Int64)] {
    lock.withLock { recorded }
  }

  /// How many events were recorded so far: a mark for `changes(of:since:)`.
  var count: Int {
    lock.withLock { recorded.count }
  }

  /// The changes of `property` after the first `mark` events, as marbles:
  /// `value@milliseconds`.
  func changes(of property: AnyObject, since mark: Int = 0) -> [String] {
    let subject = ReactiveInspection.changeSubject(of: property)
    return events.dropFirst(mark).compactMap { entry in
      guard case .propertyChanged(let changed, _, let new) = entry.event.kind, changed == subject
      else { return nil }
      return Marbles.entry(new, at: entry.microseconds)
    }
  }

  /// The stages made and what they did with each value: `filter <- property`,
  /// `filter "a" dropped`. Inputs are named by kind only, so that two runs of the same
  /// pipeline over different objects read the same.
  var stageLines: [String] {
    var names: [UInt64: String] = [:]
    return events.compactMap { entry in
      switch entry.event.kind {
      case .stageCreated(let stage, let description, let inputs):
        names[stage] = description
        let sources = inputs.map { input -> String in
          switch input {
          case .stage(let id): return names[id] ?? "stage"
          case .property: return "property"
          case .action: return "action"
          case .unknown: return "?"
          }
        }
        return "\(description) <- \(sources.joined(separator: ", "))"
      case .stageValue(let stage, let value, let fate):
        return "\(names[stage] ?? "?") \(Marbles.describe(value)) \(fate)"
      default:
        return nil
      }
    }
  }
}
