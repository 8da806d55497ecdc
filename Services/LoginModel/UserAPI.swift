import Model
import ReactiveCore

/// Logs a user in. The call returns a cold producer: nothing is requested until it is
/// started, and disposing the run cancels the request.
public protocol UserAPI: Sendable {
  /// Logs in with a first and last name, sending the user with an auth token.
  func login(firstName: String, lastName: String) -> SignalProducer<User, ServiceError>
}
