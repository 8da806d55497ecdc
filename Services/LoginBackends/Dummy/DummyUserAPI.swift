import Foundation
import LoginModel
import Model
import ReactiveCore

/// The login of the original app, in memory: any non-empty first and last name log in
/// after 1.5 s with a fixed token; an empty one is refused with `.invalidCredentials`.
struct DummyUserAPI: UserAPI {
  /// The default latency of a login.
  static let latency = TimeSpan.milliseconds(1_500)
  /// The token every dummy login returns (the original app's).
  static let authToken = "123adasdsadasdasdasdd"

  let simulation: Simulation

  func login(firstName: String, lastName: String) -> SignalProducer<User, ServiceError> {
    simulation.response(after: Self.latency) {
      let first = firstName.trimmingCharacters(in: .whitespacesAndNewlines)
      let last = lastName.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !first.isEmpty, !last.isEmpty else {
        return .failure(.invalidCredentials("First and last name are required."))
      }
      return .success(User(firstName: first, lastName: last, authToken: Self.authToken))
    }
  }
}
