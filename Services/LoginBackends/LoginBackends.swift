import Foundation
import LoginModel
import Model

/// The login backends: `dummy` (in memory, the default) and `live` (a JSON POST).
public enum LoginBackends {
  /// Registers every login backend with `registrar`, `dummy` as the default.
  public static func register(with registrar: some BackendRegistrar) {
    registrar.register(dummy, for: .login, isDefault: true)
    registrar.register(live, for: .login)
  }

  /// Any non-empty names log in after 1.5 s; with `dir=DIR`, the logins `live`
  /// recorded there, read by the live backend's own code.
  static let dummy = BackendDefinition<any UserAPI>(
    name: "dummy",
    summary:
      "any non-empty names log in with a fixed token (by default after \(DummyUserAPI.latency)); dir=DIR: the logins live recorded there",
    options: [ReplayOption.option], describe: ReplayOption.summary(in:)
  ) { configuration in
    if let replay = try ReplayOption.replay(in: configuration, latency: DummyUserAPI.latency) {
      guard replay.recording.backend == live.name else {
        throw ReplayOption.unknownRecorder(replay.recording, in: configuration, known: [live.name])
      }
      return LiveUserAPI(connection: replay.connection)
    }
    return DummyUserAPI(simulation: configuration.simulation)
  }

  /// A login endpoint over HTTP; `url=` is required.
  static let live = BackendDefinition<any UserAPI>(
    name: "live", summary: "POSTs the names as JSON to url= and reads the auth token",
    http: HTTPBackendSettings(
      endpoint: .required(
        option: "url", summary: "the login endpoint (required)",
        purpose: "the login endpoint, e.g. url=http://127.0.0.1:8080/login"))
  ) { connection, _ in
    LiveUserAPI(connection: connection)
  }
}
