import Foundation
import ReactiveCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request through `HTTPClient`, from the moment it is sent to its one outcome: the
/// response, or the first failure among the total deadline, a bound passed while
/// streaming, a redirect the `RedirectPolicy` refuses, a transport error. Each hop (the
/// request, then each redirect followed) is a `CurlExchange` on the shared
/// `CurlTransferLoop`, all under the one deadline.
///
/// The outcome is delivered on `delivery`, never on the transport's thread. `cancel()`
/// returns at once from any thread: it stops the exchange under way without waiting for
/// it, withdraws an outcome not yet delivered, and nothing is delivered after it.
final class HTTPTransfer: @unchecked Sendable {
  private let origin: HTTPOrigin?
  private let limit: ByteSize
  private let deadline: DispatchTime
  private let delivery: any Scheduler
  private let deliver: @Sendable (Result<HTTPResponse, ServiceError>) -> Void
  private let started = DispatchTime.now()
  private let lock = NSLock()
  private var exchange: CurlExchange?
  private var scheduledDelivery: Disposable?
  private var followed = 0
  private var isEnded = false
  private var isCancelled = false

  /// A transfer of a request to `origin` accepting `limit` bytes, failing with
  /// `.timedOut` once `timeout` has passed, handing its outcome to `deliver` on
  /// `delivery` (once, unless cancelled first).
  init(
    origin: HTTPOrigin?, limit: ByteSize, timeout: TimeSpan, delivery: any Scheduler,
    deliver: @escaping @Sendable (Result<HTTPResponse, ServiceError>) -> Void
  ) {
    self.origin = origin
    self.limit = limit
    deadline = .now() + timeout.dispatchInterval
    self.delivery = delivery
    self.deliver = deliver
  }

  /// Sends `request` (already carrying its credential).
  func start(_ request: URLRequest) {
    guard let url = request.url else {
      return finish(.failure(.transportFailed("the request has no URL")))
    }
    var headers: [(name: String, value: String)] = []
    for (name, value) in request.allHTTPHeaderFields ?? [:] { headers.append((name, value)) }
    send(
      CurlExchange.Request(
        url: url, method: request.httpMethod ?? "GET",
        headers: headers.sorted { $0.name < $1.name },
        body: request.httpBody))
  }

  /// Ends the transfer without an outcome (its run was disposed), at once.
  func cancel() {
    let (running, pending) = lock.withLock { () -> (CurlExchange?, Disposable?) in
      isEnded = true
      isCancelled = true
      defer {
        exchange = nil
        scheduledDelivery = nil
      }
      return (exchange, scheduledDelivery)
    }
    pending?.dispose()
    if let running { CurlTransferLoop.shared?.stop(running) }
  }

  /// Sends one hop of the request.
  private func send(_ request: CurlExchange.Request) {
    guard let loop = CurlTransferLoop.shared else {
      return finish(.failure(.transportFailed(CurlLibrary.unavailableReason)))
    }
    // The hop holds the transfer until it ends; the transfer lets go of the hop then.
    let hop = CurlExchange(request: request, limit: limit, deadline: deadline) { outcome in
      self.hopEnded(request, outcome)
    }
    let proceed = lock.withLock { () -> Bool in
      guard !isEnded else { return false }
      exchange = hop
      return true
    }
    if proceed { loop.start(hop) }
  }

  /// A hop ended (on the loop's thread): a redirect is followed or refused, anything
  /// else is the outcome.
  private func hopEnded(
    _ request: CurlExchange.Request, _ outcome: Result<CurlExchange.Response, ServiceError>
  ) {
    let response: CurlExchange.Response
    switch outcome {
    case .failure(let failure): return finish(.failure(failure))
    case .success(let received): response = received
    }
    guard RedirectPolicy.redirectStatuses.contains(response.status) else {
      return finish(.success(self.response(from: response)))
    }
    let location = response.headers.last { $0.name.lowercased() == "location" }?.value
    let followed = lock.withLock { self.followed }
    switch RedirectPolicy.decide(
      status: response.status, location: location, url: request.url, method: request.method,
      origin: origin, followed: followed)
    {
    case .refuse(let failure):
      finish(.failure(failure))
    case .follow(let url, let method, let keepsBody):
      lock.withLock { self.followed += 1 }
      let headers =
        keepsBody ? request.headers : request.headers.filter { !Self.describesBody($0.name) }
      send(
        CurlExchange.Request(
          url: url, method: method, headers: headers, body: keepsBody ? request.body : nil))
    }
  }

  /// Whether the header `name` describes a body a redirect fetched with GET no longer has.
  private static func describesBody(_ name: String) -> Bool {
    ["content-type", "content-length", "content-encoding"].contains(name.lowercased())
  }

  /// The client's response for the final hop's `response`.
  private func response(from response: CurlExchange.Response) -> HTTPResponse {
    var headers: [String: String] = [:]
    for (name, value) in response.headers { headers[name.lowercased()] = value }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    return HTTPResponse(
      status: response.status, headers: headers, body: response.body, elapsed: elapsed)
  }

  /// Ends the transfer once, delivering `outcome` on the delivery scheduler unless the
  /// transfer is cancelled before it runs. The lock is not held while scheduling: an
  /// immediate scheduler delivers at once, and the delivery may cancel.
  private func finish(_ outcome: Result<HTTPResponse, ServiceError>) {
    let claimed = lock.withLock { () -> Bool in
      guard !isEnded else { return false }
      isEnded = true
      exchange = nil
      return true
    }
    guard claimed else { return }
    let pending = delivery.schedule {
      guard !self.lock.withLock({ self.isCancelled }) else { return }
      self.deliver(outcome)
    }
    lock.withLock { scheduledDelivery = pending }
  }
}
