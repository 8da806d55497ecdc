import FlickrModel
import Foundation
import LoginModel
import LoopbackTestSupport
import Model
import ReactiveCore
import Testing
import TwitterModel

/// Text from servers (titles, tweets, names, error messages) carrying escape sequences,
/// C1 controls and newlines reaches the view-models intact: the service layer neither
/// mangles nor interprets it (escaping happens at output).
@Suite("Hostile text from servers")
struct HostileTextTests {
  /// The live backends of a registry pointed at `server`, with credentials.
  func registry(_ server: LoopbackHTTPServer) throws -> BackendRegistry {
    let registry = makeRegistry(variables: ["FLICKR_API_KEY": "k", "TWITTER_BEARER_TOKEN": "t"])
    try registry.use(
      service: "flickr", backend: "live", options: ["base-url=\(server.url("/services/rest/"))"])
    try registry.use(service: "twitter", backend: "live", options: ["base-url=\(server.baseURL)"])
    try registry.use(service: "login", backend: "live", options: ["url=\(server.url("/login"))"])
    return registry
  }

  @Test(arguments: HostilePayloads.samples)
  func titlesTweetsAndNamesArriveIntact(hostile: String) async throws {
    let server = try HostilePayloads.server(text: hostile)
    defer { server.stop() }
    let services = try registry(server)
    let photos = await result(of: services.service(.flickr).search("bird"))?.success?.photos
    #expect(photos?.map(\.title) == [hostile])
    let page = await result(
      of: services.service(.twitter).searchRecent("swift", cursor: nil, pageSize: 10))?.success
    #expect(page?.tweets.map(\.status) == [hostile])
    #expect(page?.tweets.map(\.author.name) == [hostile])
    #expect(page?.tweets.map(\.author.username) == [hostile])
    let user = await result(of: services.service(.twitter).user(named: "janecoder"))?.success
    #expect(user?.name == hostile && user?.username == hostile)
    let login = await result(of: services.service(.login).login(firstName: "A", lastName: "L"))
    #expect(login?.success?.firstName == hostile && login?.success?.lastName == hostile)
  }

  @Test(arguments: HostilePayloads.samples)
  func errorMessagesArriveIntact(hostile: String) async throws {
    let server = try HostilePayloads.server(text: hostile, failing: true)
    defer { server.stop() }
    let services = try registry(server)
    #expect(
      await result(of: services.service(.flickr).search("bird"))?.failure
        == .apiError(code: 100, message: hostile))
    #expect(
      await result(of: services.service(.twitter).user(named: "janecoder"))?.failure
        == .unauthorized(variable: "TWITTER_BEARER_TOKEN", message: hostile))
    #expect(
      await result(of: services.service(.login).login(firstName: "A", lastName: "L"))?.failure
        == .invalidCredentials(hostile))
  }

  @Test func theWireBodiesReallyCarryTheControls() throws {
    let body = try #require(String(data: HostilePayloads.flickrSearch().body, encoding: .utf8))
    #expect(body.contains("\\u001b[2J") || body.contains("\\u001B[2J"))
    #expect(body.contains("\u{9B}"))
  }
}
