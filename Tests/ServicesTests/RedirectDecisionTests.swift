import Foundation
import LoginModel
import LoopbackTestSupport
import Model
import ReactiveCore
import Testing

/// The client, not the transport, decides every redirect: it follows only http and
/// https, only within the origin, only to a URL that parses, at most five times, and
/// says which rule a refused redirect broke. The server never sees the request it
/// asked for.
@Suite("Redirects the client decides")
struct RedirectDecisionTests {
  /// A login at `server`'s `/login`, with a generous deadline.
  func login(_ server: LoopbackHTTPServer) throws -> SignalProducer<User, ServiceError> {
    let registry = makeRegistry()
    try registry.use(
      service: "login", backend: "live", options: patient(["url=\(server.url("/login"))"]))
    return registry.service(.login).login(firstName: "Ada", lastName: "Lovelace")
  }

  /// A server that redirects the login to `location` and answers every other path as a
  /// successful login, so that following the redirect would log in.
  func redirectingServer(to location: String?, status: Int = 302) throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer { request in
      request.path == "/login"
        ? HostileHTTPResponses.redirect(status: status, to: location)
        : HostilePayloads.loginUser(firstName: "Eve", lastName: "Intruder")
    }
  }

  @Test func aRedirectToAFileIsNotFollowed() async throws {
    let server = try redirectingServer(to: "file:///etc/passwd")
    defer { server.stop() }
    let failure = await result(of: try login(server))?.failure
    #expect(
      failure?.description
        == "did not follow a redirect to file:///etc/passwd: only http and https are followed")
    #expect(server.requests.map(\.path) == ["/login"])
  }

  @Test func aRedirectToAURLWithoutAHostIsNotFollowed() async throws {
    let server = try redirectingServer(to: "http:///x")
    defer { server.stop() }
    let failure = await result(of: try login(server))?.failure
    #expect(failure?.description == "did not follow a redirect to http:///x: it names no host")
    #expect(server.requests.map(\.path) == ["/login"])
  }

  @Test func aRedirectThatIsNotAURLIsNotFollowed() async throws {
    let server = try redirectingServer(to: "http://[::1")
    defer { server.stop() }
    let failure = await result(of: try login(server))?.failure
    #expect(failure?.description == "did not follow a redirect to http://[::1: it is not a URL")
    #expect(server.requests.map(\.path) == ["/login"])
  }

  @Test func aRedirectWithoutALocationSaysSo() async throws {
    let server = try redirectingServer(to: nil, status: 301)
    defer { server.stop() }
    let failure = await result(of: try login(server))?.failure
    #expect(
      failure?.description == "did not follow a redirect (HTTP 301) without a Location header")
  }

  @Test func aRedirectLoopStopsAfterFiveRedirects() async throws {
    let server = try LoopbackHTTPServer { request in
      HostileHTTPResponses.redirect(status: 307, to: request.path == "/a" ? "/b" : "/a")
    }
    defer { server.stop() }
    let failure = await result(of: try TwitterLiveTests().twitter(server).user(named: "ada"))?
      .failure
    #expect(failure?.description == "did not follow a sixth redirect: at most 5 are followed")
    #expect(server.requests.count == 6)
  }

  @Test func aSeeOtherAfterAPostIsFetchedWithGet() async throws {
    let server = try LoopbackHTTPServer { request in
      request.path == "/login"
        ? HostileHTTPResponses.redirect(status: 303, to: "/welcome")
        : HostilePayloads.loginUser(firstName: "Ada", lastName: "Lovelace")
    }
    defer { server.stop() }
    let user = await result(of: try login(server))?.success
    #expect(user?.firstName == "Ada")
    #expect(server.requests.map(\.method) == ["POST", "GET"])
    #expect(server.requests.last?.body.isEmpty == true)
  }

  @Test func aTemporaryRedirectOfAPostPostsAgainWithTheBody() async throws {
    let server = try LoopbackHTTPServer { request in
      request.path == "/login"
        ? HostileHTTPResponses.redirect(status: 307, to: "/v2/login")
        : HostilePayloads.loginUser(firstName: "Ada", lastName: "Lovelace")
    }
    defer { server.stop() }
    let user = await result(of: try login(server))?.success
    #expect(user?.firstName == "Ada")
    #expect(server.requests.map(\.method) == ["POST", "POST"])
    #expect(server.requests.map(\.body) == Array(repeating: server.requests[0].body, count: 2))
    #expect(!server.requests[0].body.isEmpty)
  }
}
