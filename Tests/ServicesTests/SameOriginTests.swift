import Foundation
import LoopbackTestSupport
import Model
import ReactiveCore
import Testing

/// Credentials are never sent to another origin than the one configured: a redirect
/// to another origin fails the request, and the other server sees nothing.
@Suite("Same-origin credentials")
struct SameOriginTests {
  @Test func aBearerTokenNeverFollowsARedirectToAnotherPort() async throws {
    let elsewhere = try LoopbackHTTPServer { _ in .json(200, TwitterLiveTests.searchBody) }
    defer { elsewhere.stop() }
    let configured = try LoopbackHTTPServer { request in
      .redirect(to: elsewhere.url(request.target).absoluteString, status: 307)
    }
    defer { configured.stop() }
    let twitter = try TwitterLiveTests().twitter(configured)
    let failure = await result(of: twitter.searchRecent("swift", cursor: nil, pageSize: 10))?
      .failure
    let from = try #require(HTTPOrigin(configured.baseURL))
    let to = try #require(HTTPOrigin(elsewhere.baseURL))
    #expect(failure == .crossOriginRedirect(from: from, to: to))
    #expect(
      failure?.description
        == "refused a redirect from \(from) to another origin, \(to): credentials are only sent to the configured origin"
    )
    #expect(configured.requests.first?.header("Authorization") == "Bearer test-token")
    #expect(elsewhere.acceptedConnectionCount == 0)
    #expect(elsewhere.requests.allSatisfy { $0.header("Authorization") == nil })
  }

  @Test func anAPIKeyInTheQueryNeverReachesAnotherOrigin() async throws {
    let elsewhere = try LoopbackHTTPServer { _ in .json(200, FlickrLiveTests.searchBody) }
    defer { elsewhere.stop() }
    let configured = try LoopbackHTTPServer { request in
      .redirect(to: elsewhere.url(request.target).absoluteString, status: 302)
    }
    defer { configured.stop() }
    let failure = await result(of: try FlickrLiveTests().flickr(configured).search("bird"))?
      .failure
    guard case .crossOriginRedirect? = failure else {
      Issue.record("expected a refused redirect, got \(String(describing: failure))")
      return
    }
    #expect(configured.requests.first?.queryValue("api_key") == "test-key")
    #expect(elsewhere.acceptedConnectionCount == 0)
    #expect(elsewhere.requests.allSatisfy { $0.queryValue("api_key") == nil })
  }

  @Test func aRedirectWithinTheOriginIsFollowedWithTheCredential() async throws {
    let server = try LoopbackHTTPServer { request in
      request.path == "/moved"
        ? .json(200, #"{"data":{"id":"1","name":"Jane","username":"janecoder"}}"#)
        : .redirect(to: "/moved", status: 307)
    }
    defer { server.stop() }
    let user = await result(of: try TwitterLiveTests().twitter(server).user(named: "janecoder"))
    #expect(user?.success?.name == "Jane")
    #expect(server.requests.map(\.path).last == "/moved")
    #expect(server.requests.allSatisfy { $0.header("Authorization") == "Bearer test-token" })
  }

  @Test func anotherSchemeOrHostIsAnotherOrigin() throws {
    let origin = try #require(HTTPOrigin(URL(string: "http://127.0.0.1:8080/a")!))
    #expect(HTTPOrigin(URL(string: "HTTP://127.0.0.1:8080/b?c")!) == origin)
    #expect(HTTPOrigin(URL(string: "https://127.0.0.1:8080/a")!) != origin)
    #expect(HTTPOrigin(URL(string: "http://localhost:8080/a")!) != origin)
    #expect(HTTPOrigin(URL(string: "http://127.0.0.1/a")!)?.port == 80)
    #expect(
      HTTPOrigin(URL(string: "https://user:pw@example.com/x")!)?.description
        == "https://example.com:443")
  }
}
