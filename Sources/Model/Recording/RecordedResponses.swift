import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A recording made with `record=DIR`, read back for an offline backend's `dir=DIR`:
/// answers a request with the response recorded for the request of the same name, or
/// fails with `.notRecorded` naming it. Bodies are read from their files when asked for.
public struct RecordedResponses: Sendable {
  /// The directory the recording is in.
  public let directory: URL
  /// The service recorded, e.g. `todo-store`.
  public let service: String
  /// The backend that recorded it, e.g. `live`.
  public let backend: String
  /// The URL the recording's requests went to (credentials masked); an unreadable one
  /// becomes a placeholder, since only paths and queries name requests.
  public let baseURL: URL
  private let entries: [String: RecordingIndex.Entry]

  /// The recording in `directory`; throws when it has no readable `index.json`.
  public init(directory: URL) throws {
    let index = try RecordingIndex.read(in: directory)
    self.directory = directory
    service = index.service
    backend = index.backend
    baseURL = URL(string: index.baseURL) ?? URL(string: "http://recording.invalid/")!
    entries = Dictionary(
      index.responses.map { ($0.request, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// How many requests the recording answers.
  public var count: Int { entries.count }

  /// How long the answer to `request` took when the session it was kept from received
  /// it; nil when the recording does not say (`record=` does not).
  func delay(for request: URLRequest) -> TimeSpan? {
    entries[RecordingKey.name(of: request)]?.delayMilliseconds.flatMap {
      TimeSpan(milliseconds: Int64($0))
    }
  }

  /// The response recorded for `request`, arriving after `elapsed` seconds.
  func response(for request: URLRequest, elapsed: TimeInterval) -> Result<
    HTTPResponse, ServiceError
  > {
    let name = RecordingKey.name(of: request)
    guard let entry = entries[name] else { return .failure(.notRecorded(request: name)) }
    guard !entry.file.contains("/"),
      let body = try? Data(contentsOf: directory.appendingPathComponent(entry.file))
    else {
      return .failure(
        .invalidResponse("the recorded body \(entry.file) of \(name) cannot be read"))
    }
    return .success(
      HTTPResponse(status: entry.status, headers: entry.headers, body: body, elapsed: elapsed))
  }
}
