import Foundation
import Model

/// Where `save` writes the answers a session kept from its live backends: one recording
/// directory a backend (`demo.recordings/SERVICE-BACKEND`) beside the script, for the
/// saved `use` line of that backend to replay offline from (`use SERVICE OFFLINE
/// dir=demo.recordings/SERVICE-BACKEND`), so that the script reaches the same state
/// and asks no server. A backend the session kept no answer of, or whose answers a
/// recording cannot stand for (`KeptRecording`), keeps its `use` line and the `# needs`
/// comment.
final class SavedRecordings {
  /// What a saved `use` line of a live backend becomes.
  enum Choice {
    /// Replayed offline: the comment and the line that replace it.
    case replayed(comment: String, line: String)
    /// Kept as it was, after `comments` saying why (none when the session kept no answer).
    case kept(comments: [String])
  }

  /// The directory the recordings go in (`demo.recordings` for `demo.mvvm`).
  let directory: String
  private let kept: KeptResponses
  private var written: [String: Choice] = [:]
  /// The recordings written, by directory, for `save` to say.
  private(set) var paths: [String] = []

  /// Recordings beside the script `file`, from `kept`; nil when `file` is no regular
  /// file (standard output, a FIFO), beside which nothing is written.
  init?(beside file: String, kept: KeptResponses) {
    var status = stat()
    let exists = stat(file, &status) == 0
    guard file != "-", !exists || status.st_mode & S_IFMT == S_IFREG else { return nil }
    let url = URL(fileURLWithPath: file)
    let stem = url.pathExtension.isEmpty ? file : String(file.dropLast(url.pathExtension.count + 1))
    directory = stem + ".recordings"
    self.kept = kept
  }

  /// What `use SERVICE BACKEND` with `options` (a live backend's, reaching outside)
  /// becomes: a replay from the recording of the answers the session kept from it, when
  /// there is one.
  func choice(service: String, backend: String, options: [String], backends: BackendRegistry)
    -> Choice
  {
    let candidates = kept.backends.filter { $0.hasPrefix("\(service) \(backend) ") }
    let given = options.first { $0.hasPrefix("base-url=") }.map {
      URLRedaction.redacting(String($0.dropFirst(9)))
    }
    let chosen =
      given.flatMap { url in
        candidates.first { candidate in
          let kept = candidate.dropFirst(service.count + backend.count + 2)
          return kept == url || kept == url + "/" || kept + "/" == url
        }
      } ?? (given == nil && candidates.count == 1 ? candidates.first : nil)
    guard let chosen else { return .kept(comments: []) }
    if let choice = written[chosen] { return choice }
    let choice = write(chosen, service: service, backend: backend, backends: backends)
    written[chosen] = choice
    return choice
  }

  private func write(
    _ chosen: String, service: String, backend: String, backends: BackendRegistry
  ) -> Choice {
    guard
      let offline = (try? backends.backends(of: service))?.first(where: { listing in
        listing.options.contains { $0.name == ReplayOption.option.name }
      })
    else { return .kept(comments: []) }
    let recording: KeptRecording
    do {
      guard let made = try KeptRecording(of: chosen, in: kept) else { return .kept(comments: []) }
      recording = made
    } catch {
      return .kept(comments: ["# not saved as a recording: \(error)"])
    }
    var path = "\(directory)/\(service)-\(backend)"
    if paths.contains(path) { path += "-\(paths.count + 1)" }
    do {
      try recording.write(to: URL(fileURLWithPath: path, isDirectory: true))
    } catch {
      return .kept(comments: ["# not saved as a recording: \(path) could not be written (\(error))"]
      )
    }
    paths.append(path)
    let responses = recording.count == 1 ? "1 response" : "\(recording.count) responses"
    return .replayed(
      comment:
        "# \(service)'s \(backend) backend at \(recording.baseURL), replayed from the"
        + " \(responses) the session kept, written to \(path)",
      line: "use \(service) \(offline.name) dir=\(path)")
  }
}
