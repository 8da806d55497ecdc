import Foundation
import ReactiveCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The one HTTP client every live backend sends through, built from the backend's
/// settings (`timeout=`, `max-response=`, its credential). Requests are cold producers:
/// the request goes out when the producer starts, and disposing the run cancels it.
///
/// It holds what curl holds (it drives libcurl directly, on a thread of its own, see
/// `CurlTransferLoop`): every request has a total deadline that nothing outlives
/// (`timeout` is the whole request, redirects included, however slowly the server drips
/// its bytes); a size limit applied while the body streams in, to the decoded body and
/// to the bytes on the wire alike (`maxResponseSize`), and bounds on the head; redirects
/// decided by the client (`RedirectPolicy`: http and https only, the same origin only,
/// so the credential never leaves it, at most five); cancellation that returns at once.
/// Transport failures become `ServiceError`s that say what happened; HTTP statuses are
/// left to the caller.
///
/// Every event of a request the network answers (its response, its failure) is sent on
/// `delivery`, the scheduler the client was made with, never on the transport's thread;
/// failures known before anything is sent (no credential, a fault the adapter injected)
/// are sent at once, from `start`.
///
/// With a recorder (`record=`) every response received is also written to its
/// directory; a replaying client (an offline backend's `dir=`) sends nothing and answers
/// from a recording instead, on the session clock.
public final class HTTPClient: Sendable {
  /// Where requests go: the network, or a recording.
  private enum Transport: Sendable {
    case network(delivery: any Scheduler)
    case replay(RecordedResponses, Simulation, latency: TimeSpan)
  }

  /// How long a whole request may take before failing with `.timedOut`.
  public let timeout: TimeSpan
  /// The largest response body accepted; a larger one fails with `.responseTooLarge`.
  public let maxResponseSize: ByteSize
  /// The credential each request carries: nil when the API needs none, a failure
  /// (`.missingCredential`) when it needs one that is not set.
  public let credential: Result<Credential, ServiceError>?
  /// Where every response received is written (`record=`), if anywhere.
  public let recorder: ResponseRecorder?
  /// Where every answer is kept in memory for time travel, and where a rebuilt
  /// session's requests are answered from instead of the network; nil for neither.
  public let keeping: LiveResponses.Keeping?
  private let transport: Transport

  /// A client whose requests fail after `timeout` in all (to the millisecond), refuse
  /// bodies over `maxResponseSize`, carry `credential`, are written to `recorder` and
  /// kept by `keeping` (or answered from it, in a rebuilt session), and deliver what they
  /// receive on `delivery` (by default a serial queue of the client's own).
  public init(
    timeout: TimeSpan = TimeoutOption.defaultTimeout,
    maxResponseSize: ByteSize = ResponseSizeOption.defaultLimit,
    credential: Result<Credential, ServiceError>? = nil, recorder: ResponseRecorder? = nil,
    keeping: LiveResponses.Keeping? = nil,
    deliveringOn delivery: any Scheduler = QueueScheduler(name: "mvvm.http.responses")
  ) {
    self.timeout = timeout
    self.maxResponseSize = maxResponseSize
    self.credential = credential
    self.recorder = recorder
    self.keeping = keeping
    transport = .network(delivery: delivery)
  }

  /// A client that sends nothing: each request is answered from `recording` after
  /// `latency` (or the `latency=` option) on `simulation`'s clock, or fails with
  /// `.notRecorded`.
  public init(replaying recording: RecordedResponses, simulation: Simulation, latency: TimeSpan) {
    timeout = TimeoutOption.defaultTimeout
    maxResponseSize = ResponseSizeOption.defaultLimit
    credential = nil
    recorder = nil
    keeping = nil
    transport = .replay(recording, simulation, latency: latency)
  }

  /// Where the credential came from (`FLICKR_API_KEY`, `the api-key= option`), for
  /// `.unauthorized` messages; nil without one.
  public var credentialSource: String? {
    guard case .success(let credential)? = credential else { return nil }
    return credential.source.name
  }

  /// Sends `request`, with the credential, when started and sends the response (any
  /// status), or fails with the `ServiceError` that names what went wrong (among them
  /// `.missingCredential`, `.timedOut`, `.responseTooLarge`, `.crossOriginRedirect`,
  /// `.redirectRefused`, `.connectionRefused`, `.secureConnectionFailed`,
  /// `.invalidResponse`). A request the fault adapter decided to fail is never sent.
  public func send(_ request: URLRequest) -> SignalProducer<HTTPResponse, ServiceError> {
    switch transport {
    case .network(let delivery):
      return send(request, deliveringOn: delivery)
    case .replay(let recording, let simulation, let latency):
      let latency = recording.delay(for: request) ?? latency
      let elapsed = simulation.latency(default: latency).seconds
      return simulation.response(after: latency) {
        recording.response(for: request, elapsed: elapsed)
      }
    }
  }

  /// Sends `request` over the network, recording the response when recording.
  private func send(_ request: URLRequest, deliveringOn delivery: any Scheduler)
    -> SignalProducer<HTTPResponse, ServiceError>
  {
    let recorder = self.recorder
    let keeping = self.keeping
    let credential = self.credential
    let timeout = self.timeout
    let limit = maxResponseSize
    return SignalProducer { observer, lifetime in
      if let failure = FaultInjection.decidedFailure {
        observer.send(error: failure)
        return
      }
      var authorized = request
      switch credential {
      case .failure(let failure)?:
        observer.send(error: failure)
        return
      case .success(let credential)?:
        authorized = credential.authorizing(request)
      case nil:
        break
      }
      if let keeping, keeping.replay(request, to: observer, during: lifetime) { return }
      let keep = keeping?.send(request)
      let transfer = HTTPTransfer(
        origin: request.url.flatMap(HTTPOrigin.init), limit: limit, timeout: timeout,
        delivery: delivery
      ) {
        keep?($0)
        switch $0 {
        case .success(let response):
          do throws(ServiceError) {
            try recorder?.record(response, for: request)
          } catch {
            observer.send(error: error)
            return
          }
          observer.send(value: response)
          observer.sendCompleted()
        case .failure(let failure):
          observer.send(error: failure)
        }
      }
      lifetime.observeEnded { transfer.cancel() }
      transfer.start(authorized)
    }
  }

  /// Sends `request` when started and reads the response with `interpret` (which maps
  /// statuses and decodes the body) into a value or a service error.
  public func send<Value>(
    _ request: URLRequest,
    interpret: @escaping @Sendable (HTTPResponse) -> Result<Value, ServiceError>
  ) -> SignalProducer<Value, ServiceError> {
    send(request).flatMap(.concat) { SignalProducer(result: interpret($0)) }
  }

  /// `base` with `path` appended and the query items added, `+` escaped so that servers
  /// do not read it as a space.
  public static func url(_ base: URL, appending path: String = "", query: [(String, String)]) -> URL
  {
    let target = path.isEmpty ? base : base.appendingPathComponent(path)
    var components = URLComponents(url: target, resolvingAgainstBaseURL: false)!
    components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) }
    components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(
      of: "+", with: "%2B")
    return components.url!
  }

  /// `text` percent-encoded for a query item's name or value (`+`, `&`, `=` included).
  static func percentEncoded(_ text: String) -> String {
    var allowed = CharacterSet.urlQueryAllowed
    allowed.remove(charactersIn: "+&=?#")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }
}
