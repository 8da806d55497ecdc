import Foundation

/// The `record=DIR` option every live backend accepts, declared once: every response
/// the backend receives is written to DIR in its own wire format (see
/// `ResponseRecorder`), for an offline backend to replay with `dir=DIR`.
public enum RecordingOption {
  /// The option as backends list it.
  public static let option = BackendOption(
    name: "record",
    summary: "write every response to this directory, for replay with the offline backend's dir=",
    kind: .text)

  /// The recorder `configuration` asks for, nil without `record=`; throws
  /// `.invalidOptionValue` when the directory cannot be made or written. A `deferred`
  /// recorder (a rebuilt session's) touches the directory only when it first records.
  public static func recorder(
    in configuration: BackendConfiguration, baseURL: URL, deferred: Bool = false
  ) throws(BackendRegistryError) -> ResponseRecorder? {
    guard let path = configuration.text(option.name) else { return nil }
    if deferred {
      return ResponseRecorder(
        deferringUntilFirstResponse: URL(fileURLWithPath: path, isDirectory: true),
        service: configuration.service, backend: configuration.backend, baseURL: baseURL)
    }
    do {
      return try ResponseRecorder(
        directory: URL(fileURLWithPath: path, isDirectory: true), service: configuration.service,
        backend: configuration.backend, baseURL: baseURL)
    } catch let refusal as ResponseRecorder.Refusal {
      throw .invalidOptionValue(
        option: option.name, value: path, expected: "a private directory (\(refusal))")
    } catch {
      throw .invalidOptionValue(
        option: option.name, value: path,
        expected: "a directory that can be created and written (\(error))")
    }
  }
}
