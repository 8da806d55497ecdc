import Foundation
import ReactiveCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The one HTTP client every live backend sends through, built from the backend's
/// settings (`timeout=`, `max-response=`, its credential). Requests are cold producers:
/// the request goes out when the producer starts, and disposing the run cancels it.
///
/// Every request has a total deadline (`timeout` is the whole request, however slowly
/// the server drips its bytes) and a size limit (the body is never buffered past
/// `maxResponseSize`). The credential goes only to the origin the request was made
/// for: a redirect to another origin fails the request instead of being followed.
/// Transport failures become `ServiceError`s; HTTP statuses are left to the caller.
public final class HTTPClient: Sendable {
  /// How long a whole request may take before failing with `.timedOut`.
  public let timeout: TimeSpan
  /// The largest response body accepted; a larger one fails with `.responseTooLarge`.
  public let maxResponseSize: ByteSize
  /// The credential each request carries: nil when the API needs none, a failure
  /// (`.missingCredential`) when it needs one that is not set.
  public let credential: Result<Credential, ServiceError>?
  private let session: URLSession
  private let transfers: HTTPSessionDelegate

  /// A client whose requests fail after `timeout` in all (to the millisecond), refuse
  /// bodies over `maxResponseSize` and carry `credential`.
  public init(
    timeout: TimeSpan = TimeoutOption.defaultTimeout,
    maxResponseSize: ByteSize = ResponseSizeOption.defaultLimit,
    credential: Result<Credential, ServiceError>? = nil
  ) {
    self.timeout = timeout
    self.maxResponseSize = maxResponseSize
    self.credential = credential
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = Self.transportTimeout(for: timeout)
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    transfers = HTTPSessionDelegate()
    session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  /// Where the credential came from (`FLICKR_API_KEY`, `the api-key= option`), for
  /// `.unauthorized` messages; nil without one.
  public var credentialSource: String? {
    guard case .success(let credential)? = credential else { return nil }
    return credential.source.name
  }

  /// Sends `request`, with the credential, when started and sends the response (any
  /// status), or fails with `.missingCredential`, `.timedOut`, `.responseTooLarge`,
  /// `.crossOriginRedirect`, `.networkUnreachable` or `.invalidResponse`. A request the
  /// fault adapter decided to fail is never sent.
  public func send(_ request: URLRequest) -> SignalProducer<HTTPResponse, ServiceError> {
    var request = request
    request.timeoutInterval = Self.transportTimeout(for: timeout)
    let session = self.session
    let transfers = self.transfers
    let credential = self.credential
    let timeout = self.timeout
    let limit = maxResponseSize
    return SignalProducer { [request] observer, lifetime in
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
      let transfer = HTTPTransfer(origin: request.url.flatMap(HTTPOrigin.init), limit: limit) {
        switch $0 {
        case .success(let response):
          observer.send(value: response)
          observer.sendCompleted()
        case .failure(let failure):
          observer.send(error: failure)
        }
      }
      let task = session.dataTask(with: authorized)
      transfers.add(transfer, for: task)
      lifetime.observeEnded { transfer.cancel() }
      transfer.start(task, timeout: timeout)
    }
  }

  /// URLSession's own timeout, which only measures silence (and Linux rounds it down to
  /// whole seconds): set past the total deadline, so the deadline always decides.
  static func transportTimeout(for timeout: TimeSpan) -> TimeInterval {
    timeout.seconds.rounded(.up) + 1
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
