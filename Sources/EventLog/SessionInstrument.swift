import Dispatch
@_spi(Inspection) import ReactiveCore

/// The one instrument the shell installs into ReactiveCore, for every session of the
/// process: it hands each event to the logger of the session whose queue it happened
/// on (found through a queue-specific key), so sessions running side by side (tests)
/// keep separate logs. Events on no session's queue are not recorded.
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
    queue.setSpecific(key: loggerKey, value: WeakLogger(logger))
    _ = shared
  }

  /// Hands `event` to the logger of the session whose queue the caller is on.
  func record(_ event: ReactiveEvent) {
    DispatchQueue.getSpecific(key: Self.loggerKey)?.logger?.take(event)
  }

  /// A session's logger, held weakly by its queue.
  final class WeakLogger: @unchecked Sendable {
    weak var logger: SessionLogger?

    init(_ logger: SessionLogger) {
      self.logger = logger
    }
  }
}
