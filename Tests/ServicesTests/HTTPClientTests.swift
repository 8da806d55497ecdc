import Foundation
import LoopbackTestSupport
import Model
import ReactiveCore
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The one HTTP client every live backend shares, built from the backend's settings,
/// against a loopback server.
@Suite("Shared HTTP client")
struct HTTPClientTests {
  func credential(_ placement: Credential.Placement) -> Result<Credential, ServiceError> {
    .success(Credential(secret: "s3cret", source: .option("api-key"), placement: placement))
  }

  @Test func aBearerTokenTravelsInTheAuthorizationHeader() async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, "{}") }
    defer { server.stop() }
    let client = HTTPClient(credential: credential(.bearerToken))
    let response = try #require(
      await result(of: client.send(URLRequest(url: server.url("/2/users?x=1"))))?.get())
    #expect(response.status == 200)
    let request = try #require(server.requests.first)
    #expect(request.header("Authorization") == "Bearer s3cret")
    #expect(request.queryValue("x") == "1")
  }

  @Test func aQueryCredentialIsAddedToTheQueryEscaped() async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, "{}") }
    defer { server.stop() }
    let client = HTTPClient(
      credential: .success(
        Credential(secret: "a+b&c=d", source: .environment("KEY"), placement: .queryItem("api_key"))
      ))
    _ = await result(of: client.send(URLRequest(url: server.url("/rest?method=m"))))
    let request = try #require(server.requests.first)
    #expect(request.queryValue("api_key") == "a+b&c=d")
    #expect(request.queryValue("method") == "m")
    #expect(request.header("Authorization") == nil)
  }

  @Test func aMissingCredentialFailsWithoutSendingAnything() async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, "{}") }
    defer { server.stop() }
    let client = HTTPClient(credential: .failure(.missingCredential(variable: "FLICKR_API_KEY")))
    let failure = await result(of: client.send(URLRequest(url: server.url("/"))))?.failure
    #expect(failure == .missingCredential(variable: "FLICKR_API_KEY"))
    #expect(server.requests.isEmpty && server.acceptedConnectionCount == 0)
    #expect(client.credentialSource == nil)
  }

  @Test func everyLiveBackendIsBuiltOnTheSharedClientFromItsOptions() throws {
    let settings = HTTPBackendSettings(
      endpoint: .overridable(
        variable: "EXAMPLE_BASE_URL", fallback: URL(string: "https://example.com/api")!,
        describing: "API root"),
      credential: CredentialOption(
        option: "token", variable: "EXAMPLE_TOKEN", noun: "token", placement: .bearerToken))
    #expect(
      settings.options.map(\.name) == ["token", "base-url", "timeout", "max-response", "record"])
    let configuration = BackendConfiguration(
      service: "example", backend: "live",
      environment: BackendEnvironment(
        scheduler: TestScheduler(), variables: ["EXAMPLE_TOKEN": "t"]),
      values: ["timeout": .duration(.milliseconds(2_500))])
    let connection = try settings.connection(in: configuration)
    #expect(connection.client.timeout == .milliseconds(2_500))
    #expect(connection.client.credentialSource == "EXAMPLE_TOKEN")
    #expect(connection.baseURL.absoluteString == "https://example.com/api")
  }

  @Test func timeoutDefaultsToFifteenSecondsAndRefusesZero() throws {
    func configuration(_ values: [String: BackendOptionValue]) -> BackendConfiguration {
      BackendConfiguration(
        service: "login", backend: "live",
        environment: BackendEnvironment(scheduler: TestScheduler(), variables: [:]),
        values: values)
    }
    #expect(try TimeoutOption.timeout(in: configuration([:])) == .seconds(15))
    #expect(
      try TimeoutOption.timeout(in: configuration(["timeout": .duration(.seconds(3))]))
        == .seconds(3))
    let error = #expect(throws: BackendRegistryError.self) {
      try TimeoutOption.timeout(in: configuration(["timeout": .duration(.zero)]))
    }
    #expect(
      error?.description == "timeout=: expected a duration more than 0, like 500ms or 15s, got '0'")
  }

  @Test(arguments: ["timeout=1e19s", "timeout=1e308s", "timeout=inf", "timeout=366d"])
  func hugeTimeoutsAreClearErrorsNamingTheRange(option: String) {
    let registry = makeRegistry()
    let error = #expect(throws: BackendRegistryError.self) {
      try registry.use(service: "flickr", backend: "live", options: [option])
    }
    #expect(error?.description.contains("from 0 to 365d") == true)
  }
}
