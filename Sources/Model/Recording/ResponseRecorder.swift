import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Writes every response a live backend receives into a directory (`record=DIR`): the
/// body in a file named from the request, its status and the headers backends read in
/// `index.json`. Nothing a credential travels in is stored: the client records the
/// request as the backend made it, before the key or token is added, masks
/// credential-like query items, user information and header values, stores a request
/// body only as a hash, and stores a response body with the value of every field named
/// like a secret (a session's `auth_token`) replaced by `••••`, which replay hands on as
/// it is (`SecretMasking.maskingJSON`). The directory is private (0700, made so when
/// new, refused when others may enter it) and every file in it is 0600. A request
/// recorded again replaces its response.
public final class ResponseRecorder: Sendable {
  /// The directory written to.
  public let directory: URL
  /// The index as written, nil until the directory is prepared (at once, or at the first
  /// response for a deferred recorder).
  private let index: Mutex<RecordingIndex?>
  /// The index of a new recording, before what the directory holds is added.
  private let fresh: RecordingIndex

  /// Why a directory cannot hold a recording.
  public struct Refusal: Error, CustomStringConvertible {
    /// What is wrong and what to do, in a sentence.
    public let description: String
  }

  /// A recorder writing into `directory` (created 0700 if needed) for `backend` of
  /// `service` sending to `baseURL`. A directory that already holds a recording of the
  /// same backend is added to; throws when the directory cannot be made or written, or
  /// group or others may enter it.
  public convenience init(directory: URL, service: String, backend: String, baseURL: URL)
    throws
  {
    self.init(
      deferringUntilFirstResponse: directory, service: service, backend: backend, baseURL: baseURL)
    let prepared = try prepare()
    index.withLock { $0 = prepared }
  }

  /// A recorder that touches nothing in `directory` until the first response it records
  /// (then prepares it as `init(directory:…)` does): a session time travel rebuilt, whose
  /// replayed requests are answered from memory, records only once a branch started in
  /// it sends requests again, and a moment that never branches leaves the recording as
  /// it was.
  public init(
    deferringUntilFirstResponse directory: URL, service: String, backend: String, baseURL: URL
  ) {
    self.directory = directory
    fresh = RecordingIndex(
      service: service, backend: backend,
      baseURL: URLRedaction.redacting(baseURL.absoluteString), responses: [])
    index = Mutex(nil)
  }

  /// Makes or checks the directory and writes the index, with the responses a recording
  /// of the same backend there holds; returns that index.
  private func prepare() throws -> RecordingIndex {
    try Self.preparePrivate(directory)
    var index = fresh
    if let existing = try? RecordingIndex.read(in: directory), existing.service == fresh.service,
      existing.backend == fresh.backend
    {
      index.responses = existing.responses
    }
    try index.write(in: directory)
    return index
  }

  /// Makes `directory` with mode 0700, or checks that the one there is a directory that
  /// only its owner may enter.
  private static func preparePrivate(_ directory: URL) throws {
    var status = stat()
    guard lstat(directory.path, &status) == 0 else {
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      return
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw Refusal(description: "\(directory.path) is not a directory")
    }
    let mode = status.st_mode & 0o777
    guard mode & 0o077 == 0 else {
      throw Refusal(
        description:
          "\(directory.path) may be entered by others (mode \(String(mode, radix: 8))): a recording"
          + " is kept private; give a new directory (it is made 0700) or chmod 700 \(directory.path)"
      )
    }
  }

  /// Stores `response` as the answer to `request` (as the backend made it).
  func record(_ response: HTTPResponse, for request: URLRequest) throws(ServiceError) {
    try record(response, named: RecordingKey.name(of: request))
  }

  /// Stores `response` as the answer to the request named `name` (`RecordingKey.name`),
  /// which took `delay` seconds when the recording is written from a session's memory.
  func record(_ response: HTTPResponse, named name: String, delay: TimeInterval? = nil)
    throws(ServiceError)
  {
    let headers = response.headers.filter { RecordingIndex.keptHeaders.contains($0.key) }
      .mapValues(URLRedaction.redacting)
    let isJSON = response.header("content-type")?.contains("json") ?? false
    do {
      try index.withLock { prepared in
        var index = try prepared ?? prepare()
        defer { prepared = index }
        let position = index.responses.firstIndex { $0.request == name }
        let file =
          position.map { index.responses[$0].file }
          ?? RecordingKey.fileName(
            number: index.responses.count + 1, name: name,
            fileExtension: isJSON ? "json" : "txt")
        try OutputFile.write(
          SecretMasking.maskingJSON(response.body), to: directory.appendingPathComponent(file).path,
          isPrivate: true)
        let entry = RecordingIndex.Entry(
          request: name, status: response.status, headers: headers, file: file,
          delayMilliseconds: delay.map { Int(($0 * 1000).rounded()) })
        if let position {
          index.responses[position] = entry
        } else {
          index.responses.append(entry)
        }
        try index.write(in: directory)
      }
    } catch {
      let why = (error as? Refusal)?.description ?? error.localizedDescription
      throw .recordingFailed("\(directory.path): \(why)")
    }
  }
}
