import Foundation
import Synchronization

/// Whether an instrument is installed: the one flag the inlinable hot paths read.
@usableFromInline
let instrumentationIsActive = Synchronization.Atomic<Bool>(false)

/// The internal side of `ReactiveInspection`'s instrumentation hook: the installed
/// instrument, event identifiers and the current cause. Inlinable code cannot name the
/// SPI types, so it reaches this through `@usableFromInline` members that use raw
/// identifiers (`UInt64`, 0 for none).
@usableFromInline
enum Instrumentation {
  private static let instruments = Locked<[any ReactiveInstrument]>([])
  private static let lastID = Synchronization.Atomic<UInt64>(0)

  /// Where each thread keeps its current cause: the raw identifier as the slot's
  /// pointer value, 0 for none, so setting it allocates nothing.
  private static let causeSlot: pthread_key_t = {
    var key = pthread_key_t()
    precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key left")
    return key
  }()

  /// The event being delivered on this thread, as a raw identifier.
  static var currentCause: UInt64? {
    let raw = UInt64(UInt(bitPattern: pthread_getspecific(causeSlot)))
    return raw == 0 ? nil : raw
  }

  /// Makes `cause` this thread's current cause; returns the one it replaces, for
  /// `leave(restoring:)`.
  @usableFromInline
  static func enter(_ cause: UInt64?) -> UInt64? {
    let previous = currentCause
    pthread_setspecific(causeSlot, UnsafeRawPointer(bitPattern: UInt(cause ?? 0)))
    return previous
  }

  /// Restores the current cause `enter` replaced.
  @usableFromInline
  static func leave(restoring previous: UInt64?) {
    pthread_setspecific(causeSlot, UnsafeRawPointer(bitPattern: UInt(previous ?? 0)))
  }

  /// Whether an instrument is installed; one relaxed load.
  @inlinable
  static var isActive: Bool {
    @inline(__always) get { instrumentationIsActive.load(ordering: .relaxed) }
  }

  /// Adds `instrument` to those reported to (once, however often it is added).
  static func install(_ instrument: any ReactiveInstrument) {
    instruments.withLock { instruments in
      guard !instruments.contains(where: { $0 === instrument }) else { return }
      instruments.append(instrument)
      instrumentationIsActive.store(true, ordering: .releasing)
    }
  }

  /// Removes `instrument` from those reported to.
  static func uninstall(_ instrument: any ReactiveInstrument) {
    instruments.withLock { instruments in
      instruments.removeAll { $0 === instrument }
      instrumentationIsActive.store(!instruments.isEmpty, ordering: .releasing)
    }
  }

  /// A new identifier, for an event or a producer run.
  @usableFromInline
  static func nextID() -> UInt64 {
    lastID.add(1, ordering: .relaxed).newValue
  }

  /// Reports an event with identifier `id` caused by `cause` to every installed
  /// instrument.
  static func report(id: UInt64, cause: UInt64?, _ kind: ReactiveEvent.Kind) {
    let current = instruments.withLock { $0 }
    guard !current.isEmpty else { return }
    let event = ReactiveEvent(
      id: ReactiveEvent.ID(rawValue: id), cause: cause.map(ReactiveEvent.ID.init(rawValue:)),
      kind: kind)
    for instrument in current { instrument.record(event) }
  }

  /// Reports an event caused by the current cause and returns its identifier.
  @discardableResult
  static func report(_ kind: ReactiveEvent.Kind) -> UInt64 {
    let id = nextID()
    report(id: id, cause: currentCause, kind)
    return id
  }

  /// Runs `body` with `cause` as the current cause.
  @usableFromInline
  static func withCause<Result>(_ cause: UInt64?, _ body: () throws -> Result) rethrows
    -> Result
  {
    let previous = enter(cause)
    defer { leave(restoring: previous) }
    return try body()
  }

  /// Runs `body`, which changes the property `subject` and calls `record(old, new)`
  /// once it knows both values; the change is reported then, and what `body` delivers
  /// runs with the change as its cause.
  @usableFromInline
  static func reportingChange<Result>(
    of subject: ObjectIdentifier,
    _ body: (_ record: (_ old: Any, _ new: Any) -> Void) throws -> Result
  ) rethrows -> Result {
    let cause = currentCause
    let id = nextID()
    return try withCause(id) {
      try body { old, new in
        report(id: id, cause: cause, .propertyChanged(property: subject, old: old, new: new))
      }
    }
  }

  /// `action`, made to run with the cause that is current now (when it is scheduled).
  @usableFromInline
  static func keepingCause(_ action: @escaping () -> Void) -> () -> Void {
    guard let cause = currentCause else { return action }
    return { withCause(cause, action) }
  }
}
