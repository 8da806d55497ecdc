import Foundation

/// The answers a session kept from one of its live backends (`KeptResponses`), written
/// as a recording directory (the format `record=` writes and an offline backend's `dir=`
/// reads), with how long each answer took, so that a saved script replays the backend's
/// lines offline and reaches the same state: what `save` writes beside its script.
public struct KeptRecording {
  /// The backend, as `LiveResponses.Keeping` names it (`SERVICE BACKEND URL`).
  public let backend: String
  /// The service the backend serves.
  public let service: String
  /// The backend's name.
  public let backendName: String
  /// The URL it sent to, credentials masked.
  public let baseURL: String
  private let answers: [(name: String, response: HTTPResponse, delay: TimeInterval)]

  /// Why a backend's kept answers cannot stand for it in a recording.
  public struct Refusal: Error, CustomStringConvertible {
    /// What is missing, in a phrase: `2 of its answers came after the 2000 responses…`.
    public let description: String
  }

  /// The recording of `backend` (`service backendName URL`) from `kept`; nil when the
  /// session kept no answer of it. Throws when a recording would not answer a replay as
  /// the backend did: an answer the bound dropped, a failure (a recording holds
  /// responses only), or one request answered differently at different times (a
  /// recording holds one answer a request).
  public init?(of backend: String, in kept: KeptResponses) throws(Refusal) {
    let words = backend.split(separator: " ", maxSplits: 2).map(String.init)
    guard words.count == 3 else { return nil }
    let requests = kept.requests(named: backend + ": ")
    if requests.dropped > 0 {
      throw Refusal(
        description:
          "\(requests.dropped) of its answers came after the \(KeptResponses.maximumCount)"
          + " responses or \(KeptResponses.maximumBytes >> 20) MB the session keeps")
    }
    var answers: [(name: String, response: HTTPResponse, delay: TimeInterval)] = []
    for (name, sent) in requests.answers {
      var first: (response: HTTPResponse, delay: TimeInterval)?
      for answer in sent.compactMap({ $0 }) {
        guard case .success(let response) = answer.result else {
          throw Refusal(description: "\(name) failed, and a recording holds responses only")
        }
        guard let kept = first else {
          first = (response, answer.delay)
          continue
        }
        guard kept.response.status == response.status, kept.response.body == response.body else {
          throw Refusal(
            description: "\(name) was answered differently at different times, and a recording"
              + " holds one answer a request")
        }
      }
      if let first { answers.append((name, first.response, first.delay)) }
    }
    guard !answers.isEmpty else { return nil }
    self.backend = backend
    service = words[0]
    backendName = words[1]
    baseURL = words[2]
    self.answers = answers
  }

  /// How many responses the recording holds.
  public var count: Int { answers.count }

  /// Writes the recording into `directory` (made private, as `record=` makes it; a
  /// recording of the same backend there is added to).
  public func write(to directory: URL) throws {
    let recorder = try ResponseRecorder(
      directory: directory, service: service, backend: backendName,
      baseURL: URL(string: baseURL) ?? URL(string: "http://recording.invalid/")!)
    for (name, response, delay) in answers {
      try recorder.record(response, named: name, delay: delay)
    }
  }
}
