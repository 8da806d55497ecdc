import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Writes every response a live backend receives into a directory (`record=DIR`): the
/// body in a file named from the request, its status and the headers backends read in
/// `index.json`. Nothing a credential travels in is stored: the client records the
/// request as the backend made it, before the key or token is added, masks
/// credential-like query items, user information and header values, and stores a
/// request body only as a hash. A request recorded again replaces its response.
public final class ResponseRecorder: Sendable {
  /// The directory written to.
  public let directory: URL
  private let index: Mutex<RecordingIndex>

  /// A recorder writing into `directory` (created if needed) for `backend` of `service`
  /// sending to `baseURL`. A directory that already holds a recording of the same
  /// backend is added to; throws when the directory cannot be made or written.
  public init(directory: URL, service: String, backend: String, baseURL: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var index = RecordingIndex(
      service: service, backend: backend,
      baseURL: URLRedaction.redacting(baseURL.absoluteString), responses: [])
    if let existing = try? RecordingIndex.read(in: directory), existing.service == service,
      existing.backend == backend
    {
      index.responses = existing.responses
    }
    try index.write(in: directory)
    self.directory = directory
    self.index = Mutex(index)
  }

  /// Stores `response` as the answer to `request` (as the backend made it).
  func record(_ response: HTTPResponse, for request: URLRequest) throws(ServiceError) {
    let name = RecordingKey.name(of: request)
    let headers = response.headers.filter { RecordingIndex.keptHeaders.contains($0.key) }
      .mapValues(URLRedaction.redacting)
    let isJSON = response.header("content-type")?.contains("json") ?? false
    do {
      try index.withLock { index in
        let position = index.responses.firstIndex { $0.request == name }
        let file =
          position.map { index.responses[$0].file }
          ?? RecordingKey.fileName(
            number: index.responses.count + 1, name: name,
            fileExtension: isJSON ? "json" : "txt")
        try response.body.write(to: directory.appendingPathComponent(file), options: .atomic)
        let entry = RecordingIndex.Entry(
          request: name, status: response.status, headers: headers, file: file)
        if let position {
          index.responses[position] = entry
        } else {
          index.responses.append(entry)
        }
        try index.write(in: directory)
      }
    } catch {
      throw .recordingFailed("\(directory.path): \(error.localizedDescription)")
    }
  }
}
