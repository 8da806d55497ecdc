import Foundation
import Model

/// The login backends: `dummy` (in memory, the default) and `live` (a JSON POST).
public enum LoginBackends {
  /// Registers every login backend into `registry`, `dummy` as the default.
  public static func register(into registry: BackendRegistry) {
    registry.register(dummy, for: .login, isDefault: true)
    registry.register(live, for: .login)
  }

  /// Any non-empty names log in after 1.5 s.
  static let dummy = BackendDefinition<any UserAPI>(
    name: "dummy",
    summary:
      "any non-empty names log in with a fixed token (by default after \(DummyUserAPI.latency))"
  ) { configuration in
    DummyUserAPI(simulation: configuration.simulation)
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
