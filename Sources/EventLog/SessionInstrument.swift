import Dispatch
@_spi(Inspection) import ReactiveCore

/// The one instrument the shell installs into ReactiveCore, for every session of the
/// process: it hands each event to the logger of the session whose queue it happened
/// on (found through a queue-specific key), so sessions running side by side (tests)
/// keep separate logs. A property change on no session's queue (a queue or thread a
/// plugin started itself) goes to the session whose stack names the property, logged
/// with "cause unknown"; other events there are not recorded.
final class SessionInstrument: ReactiveInstrument, @unchecked Sendable {
  /// The key under which a session's queue carries its logger. Held strongly, as is
  /// every logger in `attached`, until the session detaches it: a weak reference would
  /// give the logger a side table, which makes every retain and release of it, several
  /// on each event, take the runtime's slow path.
  static let loggerKey = DispatchSpecificKey<SessionLogger>()

  /// The installed instrument, installed on first use.
  static let shared: SessionInstrument = {
    let instrument = SessionInstrument()
    ReactiveInspection.install(instrument)
    return instrument
  }()

  /// Makes what happens on `queue` go to `logger`, and installs the instrument if needed.
  static func attach(_ logger: SessionLogger, to queue: DispatchQueue) {
    queue.setSpecific(key: loggerKey, value: logger)
    attached.modify { loggers in loggers.append(logger) }
    _ = shared
  }

  /// Lets go of `logger`, attached to `queue` (its session is gone).
  static func detach(_ logger: SessionLogger, from queue: DispatchQueue) {
    if queue.getSpecific(key: loggerKey) === logger {
      queue.setSpecific(key: loggerKey, value: nil)
    }
    attached.modify { loggers in loggers.removeAll { $0 === logger } }
  }

  /// Every attached logger, for changes made on no session's queue. ReactiveCore's
  /// `Atomic`: with the standard library's `Mutex` here, ThreadSanitizer reported two
  /// sessions attaching at once as a race on the list.
  private static let attached = Atomic<[SessionLogger]>([])

  /// Hands `event` to the logger of the session whose queue the caller is on; a
  /// property change on no session's queue to every logger, which logs it if its stack
  /// names the property.
  func record(_ event: ReactiveEvent) {
    if let logger = DispatchQueue.getSpecific(key: Self.loggerKey) {
      logger.take(event)
      return
    }
    guard case .propertyChanged = event.kind else { return }
    for logger in Self.attached.value {
      logger.takeFromElsewhere(event)
    }
  }
}
