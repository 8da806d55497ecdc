import Foundation
import LoginModel
import Model
import ReactiveCore

/// A scripted login: logging in as FIRST LAST answers, after 1.5 s, a user with the
/// token "token-FIRST-LAST-0042".
final class FakeUserAPI: UserAPI, @unchecked Sendable {
  /// Logins, recorded as "FIRST LAST".
  let logins: FakeEndpoint<User>

  /// A fake answering on `scheduler`.
  init(scheduler: TestScheduler) {
    logins = FakeEndpoint(scheduler: scheduler, latency: 1.5) { request in
      let names = request.split(separator: " ", maxSplits: 1).map(String.init)
      return .success(
        User(
          firstName: names[0], lastName: names[1], authToken: "token-\(names[0])-\(names[1])-0042"))
    }
  }

  func login(firstName: String, lastName: String) -> SignalProducer<User, ServiceError> {
    logins.producer(for: "\(firstName) \(lastName)")
  }
}
