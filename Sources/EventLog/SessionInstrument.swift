import Dispatch
@_spi(Inspection) import ReactiveCore

/// The one instrument the shell installs into ReactiveCore, for every session of the
/// process: it hands each event to the logger of the session whose queue it happened
/// on (found through a queue-specific key), so sessions running side by side (tests)
/// keep separate logs. A property change on no session's queue (a queue or thread a
/// plugin started itself) goes to the session whose stack names the property, logged
/// with "cause unknown"; other events there are not recorded.
final class SessionInstrument: ReactiveInstrument, @unchecked Sendable {
  /// The key under which a session's queue carries its logger.
  static let loggerKey = DispatchSpecificKey<WeakLogger>()

  /// The installed instrument, installed on first use.
  static let shared: SessionInstrument = {
    let instrument = SessionInstrument()
    ReactiveInspection.install(instrument)
    return instrument
  }()

  /// Makes what happens on `queue` go to `logger`, and installs the instrument if needed.
  static func attach(_ logger: SessionLogger, to queue: DispatchQueue) {
    let weakLogger = WeakLogger(logger)
    queue.setSpecific(key: loggerKey, value: weakLogger)
    attached.modify { loggers in
      loggers.removeAll { $0.logger == nil }
      loggers.append(weakLogger)
    }
    _ = shared
  }

  /// Every attached logger, for changes made on no session's queue. ReactiveCore's
  /// `Atomic`: with the standard library's `Mutex` here, ThreadSanitizer reported two
  /// sessions attaching at once as a race on the list.
  private static let attached = Atomic<[WeakLogger]>([])

  /// Hands `event` to the logger of the session whose queue the caller is on; a
  /// property change on no session's queue to every logger, which logs it if its stack
  /// names the property.
  func record(_ event: ReactiveEvent) {
    if let specific = DispatchQueue.getSpecific(key: Self.loggerKey) {
      specific.logger?.take(event)
      return
    }
    guard case .propertyChanged = event.kind else { return }
    for weakLogger in Self.attached.value {
      weakLogger.logger?.takeFromElsewhere(event)
    }
  }

  /// A session's logger, held weakly by its queue.
  final class WeakLogger: @unchecked Sendable {
    weak var logger: SessionLogger?

    init(_ logger: SessionLogger) {
      self.logger = logger
    }
  }
}
