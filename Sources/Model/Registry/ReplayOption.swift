import Foundation

/// The `dir=DIR` option of the offline backends, declared once: the backend answers
/// from a recording made with `record=DIR`, through the recording backend's own
/// decoders, each response after the offline backend's latency on the session clock.
public enum ReplayOption {
  /// The option as backends list it.
  public static let option = BackendOption(
    name: "dir",
    summary: "answer from the responses a live backend recorded here with record=",
    kind: .text)

  /// The recording `configuration` asks for (nil without `dir=`) and a connection whose
  /// client answers from it after `latency` (or `latency=`). Throws
  /// `.invalidOptionValue` when DIR holds no recording, or one of another service.
  public static func replay(in configuration: BackendConfiguration, latency: TimeSpan)
    throws(BackendRegistryError) -> (recording: RecordedResponses, connection: HTTPConnection)?
  {
    guard let path = configuration.text(option.name) else { return nil }
    let recording: RecordedResponses
    do {
      recording = try RecordedResponses(directory: URL(fileURLWithPath: path, isDirectory: true))
    } catch {
      throw .invalidOptionValue(
        option: option.name, value: path,
        expected:
          "a directory recorded with record= (its \(RecordingIndex.fileName) cannot be read)")
    }
    guard recording.service == configuration.service else {
      throw .invalidOptionValue(
        option: option.name, value: path,
        expected:
          "a recording of \(configuration.service) (this one is of \(recording.service) \(recording.backend))"
      )
    }
    let client = HTTPClient(
      replaying: recording, simulation: configuration.simulation, latency: latency)
    return (recording, HTTPConnection(client: client, baseURL: recording.baseURL))
  }

  /// What a backend replaying a recording is, for its summary: `replays what
  /// SERVICE BACKEND recorded in DIR (5 responses)`; nil without `dir=` (or when the recording
  /// cannot be read, which `use` refuses anyway).
  public static func summary(in configuration: BackendConfiguration) -> String? {
    guard let path = configuration.text(option.name),
      let recording = try? RecordedResponses(directory: URL(fileURLWithPath: path))
    else { return nil }
    let responses = recording.count == 1 ? "1 response" : "\(recording.count) responses"
    return
      "replays what \(recording.service) \(recording.backend) recorded in \(path) (\(responses))"
  }

  /// The refusal of a recording made by a backend that is not one of `known`.
  public static func unknownRecorder(
    _ recording: RecordedResponses, in configuration: BackendConfiguration, known: [String]
  ) -> BackendRegistryError {
    .invalidOptionValue(
      option: option.name, value: recording.directory.path,
      expected:
        "a recording of \(configuration.service) \(known.joined(separator: " or ")) (this one was made by \(recording.backend))"
    )
  }
}
