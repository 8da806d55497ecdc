import Foundation
import LoginModel
import LoopbackTestSupport
import ReactiveCore
import Testing
import TwitterBackends

@testable import Model

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The client's transport contract: what the network answers arrives on the scheduler
/// the caller asked for and never after a cancellation; each libcurl failure reads as
/// what happened; waits are said the way a person says them.
@Suite("HTTP transport")
struct HTTPTransportTests {
  /// Where each event of a run arrived: on the queue carrying `key`, or elsewhere.
  final class DeliveryLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(event: String, onQueue: Bool)] = []
    private var ended: CheckedContinuation<Void, Never>?
    private var isEnded = false

    /// Starts `producer`, logging each event and whether it came on the queue with `key`.
    func start<Value>(
      _ producer: SignalProducer<Value, ServiceError>, key: DispatchSpecificKey<Int>
    ) {
      producer.start { [self] event in
        let onQueue = DispatchQueue.getSpecific(key: key) == 27
        let name =
          switch event {
          case .value: "value"
          case .failed(let error): "failed: \(error)"
          case .completed: "completed"
          case .interrupted: "interrupted"
          }
        let waiting = lock.withLock { () -> CheckedContinuation<Void, Never>? in
          entries.append((name, onQueue))
          guard event.isTerminating else { return nil }
          isEnded = true
          defer { ended = nil }
          return ended
        }
        waiting?.resume()
      }
    }

    /// Waits until the run ends; returns its events.
    func events() async -> [(event: String, onQueue: Bool)] {
      await withCheckedContinuation { continuation in
        let done = lock.withLock {
          if !isEnded { ended = continuation }
          return isEnded
        }
        if done { continuation.resume() }
      }
      return lock.withLock { entries }
    }
  }

  /// A serial queue known by `key` (value 27), and a scheduler on it.
  func deliveryQueue() -> (DispatchSpecificKey<Int>, QueueScheduler) {
    let queue = DispatchQueue(label: "test.http.delivery")
    let key = DispatchSpecificKey<Int>()
    queue.setSpecific(key: key, value: 27)
    return (key, QueueScheduler(targeting: queue))
  }

  @Test func responsesAndFailuresArriveOnTheQueueAskedFor() async throws {
    let server = try LoopbackHTTPServer { request in
      request.path == "/ok" ? .json(200, "{}") : .closeWithoutResponse
    }
    defer { server.stop() }
    let (key, scheduler) = deliveryQueue()
    let client = HTTPClient(timeout: .seconds(120), deliveringOn: scheduler)
    let success = DeliveryLog()
    success.start(client.send(URLRequest(url: server.url("/ok"))), key: key)
    let failure = DeliveryLog()
    failure.start(client.send(URLRequest(url: server.url("/drop"))), key: key)
    let answered = await success.events()
    #expect(answered.map(\.event) == ["value", "completed"])
    #expect(answered.allSatisfy { $0.onQueue })
    let dropped = await failure.events()
    #expect(
      dropped.map(\.event) == [
        "failed: the response could not be read: the server closed the connection without a valid response"
      ])
    #expect(dropped.allSatisfy { $0.onQueue })
  }

  @Test func aLiveBackendDeliversWhereTheEnvironmentSays() async throws {
    let server = try LoopbackHTTPServer { _ in
      HostilePayloads.twitterUser(name: "Ada", username: "ada")
    }
    defer { server.stop() }
    let (key, scheduler) = deliveryQueue()
    let registry = BackendRegistry(
      environment: BackendEnvironment(
        scheduler: TestScheduler(), variables: ["TWITTER_BEARER_TOKEN": "t"],
        responseDelivery: scheduler))
    TwitterBackends.register(with: registry)
    try registry.use(
      service: "twitter", backend: "live", options: ["base-url=\(server.baseURL)", "timeout=120s"])
    let log = DeliveryLog()
    log.start(registry.service(.twitter).user(named: "ada"), key: key)
    let events = await log.events()
    #expect(events.map(\.event) == ["value", "completed"])
    #expect(events.allSatisfy { $0.onQueue })
  }

  @Test func aResponseNotYetDeliveredIsWithdrawnByTheDisposal() async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, "{}") }
    defer { server.stop() }
    let delivery = TestScheduler()
    let client = HTTPClient(timeout: .seconds(120), deliveringOn: delivery)
    let recorder = ProducerProbe<HTTPResponse>()
    let run = recorder.start(client.send(URLRequest(url: server.url("/"))))
    #expect(await server.waitForRequests(count: 1))
    // The response is read and waits for the virtual clock to deliver it.
    let deadline = Date().addingTimeInterval(30)
    while delivery.nextActionDate == nil, Date() < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(delivery.nextActionDate != nil)
    run.dispose()
    await delivery.advance()
    #expect(recorder.values.isEmpty && recorder.error == nil)
  }

  func context(host: String = "api.example.com", headIsComplete: Bool = false)
    -> HTTPTransportFailure.Context
  {
    HTTPTransportFailure.Context(
      host: host, target: "\(host):443", limit: .megabytes(4), headIsComplete: headIsComplete,
      announcedLength: nil, contentEncoding: nil, bodyBytes: 0)
  }

  @Test func eachConnectionFailureSaysWhatHappened() {
    func message(_ code: CInt, _ osError: Int32 = 0, _ detail: String = "", head: Bool = false)
      -> String
    {
      HTTPTransportFailure.serviceError(
        code: code, osError: Int(osError), detail: detail,
        context: context(headIsComplete: head)
      ).description
    }
    #expect(
      message(7, ECONNREFUSED)
        == "the connection to api.example.com:443 was refused: nothing is listening there")
    #expect(
      message(7, ENETUNREACH)
        == "the network is unreachable (no route to the network of api.example.com:443)")
    #expect(
      message(7, EHOSTUNREACH) == "the network is unreachable (no route to api.example.com:443)")
    #expect(message(6) == "the host name api.example.com could not be found")
    #expect(message(28) == "the request timed out")
    #expect(
      message(60, 0, "SSL certificate problem: self-signed certificate")
        == "the secure connection (TLS) to api.example.com:443 failed: SSL certificate problem: self-signed certificate"
    )
    #expect(
      message(56, 0, "Recv failure: Connection reset by peer", head: true)
        == "the connection to api.example.com:443 was lost: Recv failure: Connection reset by peer")
    #expect(
      message(56, 0, "Too large response headers: 307201 > 307200")
        == "the response could not be read: its headers are too large")
    #expect(
      message(27) == "the response could not be read: its headers are too large")
    #expect(
      message(3, 0, "URL using bad/illegal format or missing URL")
        == "the request could not be sent: URL using bad/illegal format or missing URL")
  }

  @Test func aLibcurlThatCannotBeLoadedIsNamedWithTheLoadersWords() {
    guard case .failure(let failure) = CurlLibrary.load(from: ["libcurl-absent.so.4"]) else {
      Issue.record("a library that does not exist was loaded")
      return
    }
    #expect(
      failure.description
        == "libcurl, which sends live requests, could not be loaded: libcurl-absent.so.4: cannot open shared object file: No such file or directory"
    )
  }

  @Test func aLibraryWithoutLibcurlsFunctionsIsNamed() {
    guard case .failure(let failure) = CurlLibrary.load(from: ["libc.so.6"]) else {
      Issue.record("the C library was taken for libcurl")
      return
    }
    #expect(
      failure.description
        == "libc.so.6, which sends live requests, has no curl_global_init (libcurl 7.68 or later is needed)"
    )
  }

  @Test func anIPv6TargetIsBracketed() {
    #expect(HTTPTransportFailure.target(of: URL(string: "http://[::1]:8080/x")!) == "[::1]:8080")
    #expect(
      HTTPTransportFailure.target(of: URL(string: "https://example.com/x")!) == "example.com:443")
  }

  @Test(
    arguments: [
      (1.0, "1 s"), (45.2, "45 s"), (119.9, "2 min"), (3_000, "50 min"), (7_200, "2 h"),
      (3 * 86_400, "3 days"),
    ] as [(Double, String)])
  func waitsAreSaidAsAPersonSaysThem(seconds: Double, spoken: String) {
    #expect(ServiceError.spoken(seconds) == spoken)
  }
}
