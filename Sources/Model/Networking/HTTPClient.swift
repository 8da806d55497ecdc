import Foundation
import ReactiveCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The one HTTP client every live backend sends through, built from the backend's
/// settings (`timeout=`, its credential). Requests are cold producers: the request goes
/// out when the producer starts, and disposing the run cancels the URLSession task.
/// Transport failures become `ServiceError`s; HTTP statuses are left to the caller.
public final class HTTPClient: Sendable {
  /// How long a request may wait for data before failing with `.timedOut`.
  public let timeout: TimeSpan
  /// The credential each request carries: nil when the API needs none, a failure
  /// (`.missingCredential`) when it needs one that is not set.
  public let credential: Result<Credential, ServiceError>?
  private let session: URLSession

  /// A client whose requests time out after `timeout` (Linux rounds this down to whole
  /// seconds) and carry `credential`.
  public init(
    timeout: TimeSpan = TimeoutOption.defaultTimeout,
    credential: Result<Credential, ServiceError>? = nil
  ) {
    self.timeout = timeout
    self.credential = credential
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout.seconds
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    session = URLSession(configuration: configuration)
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
  /// status), or fails with `.missingCredential`, `.timedOut`, `.networkUnreachable` or
  /// `.invalidResponse`. A request the fault adapter decided to fail is never sent.
  public func send(_ request: URLRequest) -> SignalProducer<HTTPResponse, ServiceError> {
    var request = request
    request.timeoutInterval = timeout.seconds
    let session = self.session
    let credential = self.credential
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
      let started = DispatchTime.now()
      let task = session.dataTask(with: authorized) { data, response, error in
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        if let error {
          if let failure = Self.failure(for: error) { observer.send(error: failure) }
          return
        }
        guard let http = response as? HTTPURLResponse else {
          observer.send(error: .invalidResponse("the answer was not an HTTP response"))
          return
        }
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields {
          headers[name] = value
        }
        observer.send(
          value: HTTPResponse(
            status: http.statusCode, headers: headers, body: data ?? Data(), elapsed: elapsed))
        observer.sendCompleted()
      }
      lifetime.observeEnded { task.cancel() }
      task.resume()
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

  /// The service error for a transport error, or nil for a cancellation (the run was
  /// disposed, so nobody is listening).
  static func failure(for error: any Error) -> ServiceError? {
    let nsError = error as NSError
    guard nsError.domain == NSURLErrorDomain else {
      return .networkUnreachable(nsError.localizedDescription)
    }
    switch URLError.Code(rawValue: nsError.code) {
    case .cancelled:
      return nil
    case .timedOut:
      return .timedOut
    case .badServerResponse, .zeroByteResource:
      return .invalidResponse("the server closed the connection without a valid response")
    case .cannotConnectToHost:
      return .networkUnreachable("could not connect to the host")
    case .cannotFindHost, .dnsLookupFailed:
      return .networkUnreachable("the host name could not be found")
    case .notConnectedToInternet:
      return .networkUnreachable("not connected to the internet")
    case .networkConnectionLost:
      return .networkUnreachable("the connection was lost")
    default:
      return .networkUnreachable(nsError.localizedDescription)
    }
  }
}
