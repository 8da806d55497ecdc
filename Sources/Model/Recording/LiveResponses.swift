import Foundation
import ReactiveCore
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A session's live responses: what its live backends received, kept in memory
/// (`KeptResponses`), and, in a session time travel rebuilds, where its requests are
/// answered from instead of the network: the original session's memory. A rebuilt
/// session keeps what it was answered, so that a branch started in it rewinds in turn;
/// once it goes live (`goLive`, when it becomes the session) its requests go to the
/// network again.
public final class LiveResponses: Sendable {
  /// What this session's live backends received (or, replaying, were answered).
  public let kept = KeptResponses()
  private struct State {
    var source: KeptResponses?
    var refused: [String] = []
  }
  private let state: Mutex<State>

  /// A session's responses, sent to the network and kept.
  public init() {
    state = Mutex(State())
  }

  /// A rebuilt session's responses, answered from `source` (the original's memory).
  public init(replaying source: KeptResponses) {
    state = Mutex(State(source: source))
  }

  /// Whether requests are answered from another session's memory.
  public var isReplaying: Bool { state.withLock { $0.source != nil } }

  /// The requests a replay needed and the memory could not answer, each with why, in
  /// the order asked (empty when it answered every one).
  public var refused: [String] { state.withLock { $0.refused } }

  /// Sends requests to the network from now on, keeping their answers.
  public func goLive() {
    state.withLock { $0.source = nil }
  }

  /// How one backend's client keeps and replays its responses: the memory, the name
  /// of the backend (service, backend and URL) that prefixes its requests' names, and
  /// the session clock that times them.
  public struct Keeping: Sendable {
    let responses: LiveResponses
    let backend: String
    let scheduler: any DateScheduler

    /// Keeping for the backend `backend` of `service` sending to `baseURL`, timed on
    /// `scheduler`.
    public init(
      _ responses: LiveResponses, service: String, backend: String, baseURL: URL,
      scheduler: any DateScheduler
    ) {
      self.responses = responses
      self.backend = "\(service) \(backend) \(URLRedaction.redacting(baseURL.absoluteString))"
      self.scheduler = scheduler
    }

    /// The name `request` is kept under.
    func name(of request: URLRequest) -> String {
      "\(backend): \(RecordingKey.name(of: request))"
    }

    /// Counts `request` as sent; `keep` keeps its answer when it arrives.
    func send(_ request: URLRequest) -> @Sendable (Result<HTTPResponse, ServiceError>) -> Void {
      let name = name(of: request)
      let number = responses.kept.send(name)
      let sent = scheduler.currentDate
      return { [responses, scheduler] result in
        let delay = max(0, scheduler.currentDate.timeIntervalSince(sent))
        responses.kept.keep(.init(result: result, delay: delay), for: name, number: number)
      }
    }

    /// When replaying, answers `request` from the source memory and says so: what the
    /// original got, after as long as it took; nothing when the original got nothing; a
    /// `.notRecorded` failure naming it when the memory lacks it (listed in `refused`).
    /// False when the session is live: the request is the network's.
    func replay(
      _ request: URLRequest, to observer: Signal<HTTPResponse, ServiceError>.Observer,
      during lifetime: Lifetime
    ) -> Bool {
      guard let source = responses.state.withLock({ $0.source }) else { return false }
      let name = name(of: request)
      let number = responses.kept.send(name)
      let refuse = { [responses] (why: String) in
        let shown = RecordingKey.name(of: request)
        responses.state.withLock { $0.refused.append(shown + why) }
        observer.send(error: .notRecorded(request: shown))
      }
      switch source.lookup(name, number: number) {
      case .answered(let answer):
        responses.kept.keep(answer, for: name, number: number)
        lifetime += scheduler.schedule(
          after: scheduler.currentDate.addingTimeInterval(answer.delay)
        ) {
          switch answer.result {
          case .success(let response):
            observer.send(value: response)
            observer.sendCompleted()
          case .failure(let failure):
            observer.send(error: failure)
          }
        }
      case .unanswered: break
      case .dropped:
        refuse(
          " (its answer came after the \(KeptResponses.maximumCount) responses or"
            + " \(KeptResponses.maximumBytes >> 20) MB the session keeps)")
      case .neverSent: refuse(" (the session never sent it)")
      }
      return true
    }
  }
}
