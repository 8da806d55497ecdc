import Dispatch
@_spi(Inspection) import ReactiveCore

/// The one instrument the shell installs into ReactiveCore, for every session of the
/// process: it hands each event to the recorder of the session whose queue it happened
/// on (found through a queue-specific key), so sessions running side by side (tests)
/// keep separate logs. Events on no session's queue are not recorded.
final class SessionInstrument: ReactiveInstrument, @unchecked Sendable {
  /// The key under which a session's queue carries its recorder.
  static let recorderKey = DispatchSpecificKey<WeakRecorder>()

  /// The installed instrument, installed on first use.
  static let shared: SessionInstrument = {
    let instrument = SessionInstrument()
    ReactiveInspection.install(instrument)
    return instrument
  }()

  /// Makes `queue` record into `recorder`, and installs the instrument if needed.
  static func attach(_ recorder: SessionRecorder, to queue: DispatchQueue) {
    queue.setSpecific(key: recorderKey, value: WeakRecorder(recorder))
    _ = shared
  }

  func record(_ event: ReactiveEvent) {
    DispatchQueue.getSpecific(key: Self.recorderKey)?.recorder?.record(event)
  }

  /// A session's recorder, held weakly by its queue.
  final class WeakRecorder: @unchecked Sendable {
    weak var recorder: SessionRecorder?

    init(_ recorder: SessionRecorder) {
      self.recorder = recorder
    }
  }
}
