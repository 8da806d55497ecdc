import Foundation
import LoginModel
import LoopbackTestSupport
import Model
import ReactiveCore
import Testing

/// The live login backend against a loopback server.
@Suite("Login live")
struct LoginLiveTests {
  func login(_ server: LoopbackHTTPServer) throws -> any UserAPI {
    let registry = makeRegistry()
    try registry.use(
      service: "login", backend: "live",
      options: patient(["url=\(server.url("/login").absoluteString)"]))
    return registry.service(.login)
  }

  @Test func postsTheNamesAsJSONAndReadsTheToken() async throws {
    let server = try LoopbackHTTPServer { _ in
      .json(
        200, #"{"first_name":"Jayesh","last_name":"Kawli","auth_token":"123adasdsadasdasdasdd"}"#)
    }
    defer { server.stop() }
    let user = try #require(
      await result(of: try login(server).login(firstName: "Jayesh", lastName: "Kawli"))
    ).get()
    #expect(
      user == User(firstName: "Jayesh", lastName: "Kawli", authToken: "123adasdsadasdasdasdd"))
    let request = try #require(server.requests.first)
    #expect(request.method == "POST" && request.path == "/login")
    let body = try JSONSerialization.jsonObject(with: request.body) as? [String: String]
    #expect(body == ["first_name": "Jayesh", "last_name": "Kawli"])
  }

  @Test func refusalIsInvalidCredentialsWithTheServersMessage() async throws {
    let server = try LoopbackHTTPServer { _ in
      .json(
        422,
        #"{"error":{"code":"invalid_credentials","message":"First and last name are required."}}"#)
    }
    defer { server.stop() }
    let failure = await result(of: try login(server).login(firstName: "", lastName: ""))?.failure
    #expect(failure == .invalidCredentials("First and last name are required."))
  }

  @Test func serverFailureIsServerError() async throws {
    let server = try LoopbackHTTPServer { _ in .status(500) }
    defer { server.stop() }
    let failure = await result(of: try login(server).login(firstName: "a", lastName: "b"))?.failure
    #expect(failure == .serverError(status: 500))
  }

  @Test func missingTokenInTheAnswerNamesTheField() async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, #"{"first_name":"a","last_name":"b"}"#) }
    defer { server.stop() }
    let failure = await result(of: try login(server).login(firstName: "a", lastName: "b"))?.failure
    #expect(failure == .invalidResponse("auth_token: missing"))
  }
}
