import Foundation
import Synchronization

/// The responses a session's live backends received, kept in memory so that time travel
/// can rebuild a live session without asking its servers again. Each request is counted
/// when it is sent (its name as `RecordingKey` gives it, prefixed with the backend that
/// sent it) and its answer is kept under that count with how long it took on the session
/// clock, so a replay that asks the same requests in the same order gets the same answers
/// at the same times. Bounded: it keeps the first `maximumCount` answers and at most
/// `maximumBytes` of bodies; an answer past the bound is counted as dropped, and a replay
/// that needs it is refused by name instead of guessed.
public final class KeptResponses: Sendable {
  /// The most answers kept.
  public static let maximumCount = 2_000
  /// The most bytes of response bodies kept (64 MiB).
  public static let maximumBytes = 64 << 20

  /// One kept answer: the response or the failure, and how long after the request it
  /// arrived on the session clock.
  struct Answer: Sendable {
    let result: Result<HTTPResponse, ServiceError>
    let delay: TimeInterval
  }

  /// The requests of one name: how many were sent, the answers kept by the request's
  /// count, and the counts whose answer the bound dropped.
  private struct Requests {
    var sent = 0
    var answers: [Int: Answer] = [:]
    var dropped: Set<Int> = []
  }

  private struct State {
    var requests: [String: Requests] = [:]
    var count = 0
    var bytes = 0
  }

  private let state = Mutex(State())

  /// An empty memory.
  public init() {}

  /// How many answers are kept.
  public var count: Int { state.withLock { $0.count } }

  /// Counts a request named `name` as sent and returns its count (0 for the first).
  func send(_ name: String) -> Int {
    state.withLock { state in
      defer { state.requests[name, default: Requests()].sent += 1 }
      return state.requests[name]?.sent ?? 0
    }
  }

  /// Keeps `answer` for the request named `name` sent as `number`, unless the bound is
  /// reached (then it is counted as dropped).
  func keep(_ answer: Answer, for name: String, number: Int) {
    let size = (try? answer.result.get().body.count) ?? 0
    state.withLock { state in
      guard state.count < Self.maximumCount, state.bytes + size <= Self.maximumBytes else {
        state.requests[name, default: Requests()].dropped.insert(number)
        return
      }
      state.requests[name, default: Requests()].answers[number] = answer
      state.count += 1
      state.bytes += size
    }
  }

  /// The requests kept whose names start with `prefix` (one backend's, `service backend
  /// URL: `), by name without the prefix, sorted: each request's answers in the order
  /// sent (nil where none came), and how many answers the bound dropped.
  func requests(named prefix: String) -> (
    answers: [(name: String, answers: [Answer?])], dropped: Int
  ) {
    state.withLock { state in
      var answers: [(name: String, answers: [Answer?])] = []
      var dropped = 0
      for (name, requests) in state.requests where name.hasPrefix(prefix) {
        answers.append(
          (String(name.dropFirst(prefix.count)), (0..<requests.sent).map { requests.answers[$0] }))
        dropped += requests.dropped.count
      }
      return (answers.sorted { $0.name < $1.name }, dropped)
    }
  }

  /// The backends whose requests are kept, as `LiveResponses.Keeping` names them
  /// (`SERVICE BACKEND http://127.0.0.1:8080`), sorted.
  public var backends: [String] {
    state.withLock { state in
      Set(
        state.requests.keys.compactMap { name in
          name.range(of: ": ").map { String(name[..<$0.lowerBound]) }
        }
      ).sorted()
    }
  }

  /// What a replay asking the request named `name` for the `number`th time gets.
  enum Lookup {
    /// The answer kept.
    case answered(Answer)
    /// The original request got no answer (it was cancelled first): nor does this one.
    case unanswered
    /// The bound dropped the answer.
    case dropped
    /// The session never sent this request (or not this many times).
    case neverSent
  }

  /// The answer to the `number`th request named `name`.
  func lookup(_ name: String, number: Int) -> Lookup {
    state.withLock { state in
      guard let requests = state.requests[name], number < requests.sent else { return .neverSent }
      if let answer = requests.answers[number] { return .answered(answer) }
      return requests.dropped.contains(number) ? .dropped : .unanswered
    }
  }
}
