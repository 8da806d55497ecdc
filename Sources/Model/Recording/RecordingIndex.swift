import Foundation

/// The `index.json` of a recording directory: which backend of which service recorded
/// it, against which URL, and for every request its name, status, kept headers and the
/// file holding its body (in the backend's own wire format).
struct RecordingIndex: Codable, Sendable {
  /// One recorded response.
  struct Entry: Codable, Sendable {
    /// The request's name (`RecordingKey.name`).
    var request: String
    /// The HTTP status.
    var status: Int
    /// The headers a backend reads (lowercased names), credentials masked.
    var headers: [String: String]
    /// The body's file, beside the index.
    var file: String
    /// How long the answer took on the session clock, in milliseconds, when the recording
    /// was written from a session's memory (`save`): a replay answers after as long, so
    /// the saved script's lines see each answer when the session's did. Nil in a
    /// recording made with `record=` (a replay waits the offline backend's latency).
    var delayMilliseconds: Int? = nil

    enum CodingKeys: String, CodingKey {
      case request, status, headers, file
      case delayMilliseconds = "delay_ms"
    }
  }

  /// The index's file name.
  static let fileName = "index.json"
  /// The headers kept: what the backends read. Cookies and the like are never stored.
  static let keptHeaders: Set<String> = [
    "content-type", "link", "x-rate-limit-limit", "x-rate-limit-remaining",
    "x-rate-limit-reset", "x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset",
    "retry-after",
  ]

  /// The service recorded, e.g. `todo-store`.
  var service: String
  /// The backend that recorded, e.g. `live`.
  var backend: String
  /// The URL the backend sent to, credentials masked.
  var baseURL: String
  /// The responses, in the order first recorded.
  var responses: [Entry]

  enum CodingKeys: String, CodingKey {
    case service, backend
    case baseURL = "base_url"
    case responses
  }

  /// The index in `directory`; throws when there is none or it cannot be read.
  static func read(in directory: URL) throws -> RecordingIndex {
    let data = try Data(contentsOf: directory.appendingPathComponent(fileName))
    return try JSONDecoder().decode(RecordingIndex.self, from: data)
  }

  /// Writes the index into `directory`, replacing the previous one at once, readable by
  /// its owner only.
  func write(in directory: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try OutputFile.write(
      try encoder.encode(self), to: directory.appendingPathComponent(Self.fileName).path,
      isPrivate: true)
  }
}
