import Foundation
import LoginModel
import Model
import ReactiveCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Logs in over HTTP: POSTs `{"first_name","last_name"}` as JSON to `url` and reads
/// `{"first_name","last_name","auth_token"}`; an `{"error":{"code":"invalid_credentials"}}`
/// answer becomes `.invalidCredentials`.
struct LiveUserAPI: UserAPI {
  let connection: HTTPConnection

  func login(firstName: String, lastName: String) -> SignalProducer<User, ServiceError> {
    var request = URLRequest(url: connection.baseURL)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    // Sorted keys: the same names make the same body, which names the request in a
    // recording.
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    request.httpBody = try? encoder.encode(
      LoginRequestBody(first_name: firstName, last_name: lastName))
    return connection.client.send(request) { response in
      Result { () throws(ServiceError) in try Self.user(from: response) }
    }
  }

  /// The user in a 2xx answer, or the error the answer stands for.
  static func user(from response: HTTPResponse) throws(ServiceError) -> User {
    let refusal = try? JSONResponseDecoder.decode(LoginErrorBody.self, from: response.body).error
    if refusal?.code == "invalid_credentials" {
      throw .invalidCredentials(refusal?.message ?? "the login was refused")
    }
    if let failure = response.commonFailure(credentialVariable: nil, message: refusal?.message) {
      throw failure
    }
    guard (200..<300).contains(response.status) else {
      throw refusal?.message.map { .apiError(code: response.status, message: $0) }
        ?? .unexpectedStatus(response.status)
    }
    let body = try JSONResponseDecoder.decode(LoginResponseBody.self, from: response.body)
    return User(firstName: body.first_name, lastName: body.last_name, authToken: body.auth_token)
  }
}
