import LoginModel
import MVVMPluginKit

/// A backend for the built-in `login` service: anyone logs in at once.
struct InstantUserAPI: UserAPI {
  /// The `instant` login backend.
  static let definition = BackendDefinition<any UserAPI>(
    name: "instant", summary: "logs anyone in at once (from TestPlugin)"
  ) { _ in InstantUserAPI() }

  /// The user with a fixed token, at once.
  func login(firstName: String, lastName: String) -> SignalProducer<User, ServiceError> {
    SignalProducer(value: User(firstName: firstName, lastName: lastName, authToken: "plugin-token"))
  }
}
