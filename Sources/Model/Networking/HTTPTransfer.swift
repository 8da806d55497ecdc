import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request in flight through `HTTPClient`, from the moment it is sent to its one
/// outcome: the response, or the first failure among the total deadline, a body over
/// the size limit, a redirect to another origin, a transport error. Disposal cancels it
/// without an outcome. Whatever ends it first wins; everything after is ignored, and
/// the URLSession task is cancelled so nothing keeps running or buffering.
///
/// While URLSession waits for a redirect decision the task is never cancelled (Linux's
/// URLSession traps when a decision arrives for a cancelled task): the outcome is
/// delivered at once and the cancellation waits for the task's next event.
final class HTTPTransfer: @unchecked Sendable {
  /// The origin the request was sent to, the only one its credential may reach.
  let origin: HTTPOrigin?
  /// The largest body accepted.
  let limit: ByteSize
  private let deliver: @Sendable (Result<HTTPResponse, ServiceError>) -> Void
  private let started = DispatchTime.now()
  private let lock = NSLock()
  private var task: URLSessionTask?
  private var deadline: DispatchSourceTimer?
  private var response: HTTPURLResponse?
  private var body = Data()
  private var isFinished = false
  private var isRedirecting = false
  private var refusedRedirect: ServiceError?

  /// A transfer of a request to `origin` accepting bodies up to `limit`, handing its
  /// outcome to `deliver` (once, from any thread).
  init(
    origin: HTTPOrigin?, limit: ByteSize,
    deliver: @escaping @Sendable (Result<HTTPResponse, ServiceError>) -> Void
  ) {
    self.origin = origin
    self.limit = limit
    self.deliver = deliver
  }

  /// Starts `task` and the total deadline: when `timeout` has passed, the transfer
  /// fails with `.timedOut` however busy the connection is.
  func start(_ task: URLSessionTask, timeout: TimeSpan) {
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(deadline: .now() + timeout.dispatchInterval, leeway: .milliseconds(1))
    timer.setEventHandler { [weak self] in self?.finish(.failure(.timedOut)) }
    // Active from the start: libdispatch traps when an inactive source is released.
    timer.resume()
    let proceed = lock.withLock { () -> Bool in
      guard !isFinished else { return false }
      self.task = task
      deadline = timer
      return true
    }
    guard proceed else {
      // Ended before it started: end the task too, so the session forgets it.
      timer.cancel()
      task.cancel()
      return
    }
    task.resume()
  }

  /// The response head arrived: refused when it announces a body over the limit, or
  /// when it is the answer of a redirect that was refused.
  func receive(_ response: URLResponse) -> URLSession.ResponseDisposition {
    let (finished, refused) = lock.withLock { () -> (Bool, ServiceError?) in
      isRedirecting = false
      return (isFinished, refusedRedirect)
    }
    if let refused { finish(.failure(refused)) }
    if finished || refused != nil { return .cancel }
    guard let http = response as? HTTPURLResponse else {
      finish(.failure(.invalidResponse("the answer was not an HTTP response")))
      return .cancel
    }
    if http.expectedContentLength > Int64(limit.bytes) {
      finish(.failure(.responseTooLarge(limit: limit)))
      return .cancel
    }
    lock.withLock { self.response = http }
    return .allow
  }

  /// Part of the body arrived: kept, unless the body now exceeds the limit.
  func receive(_ data: Data) {
    let tooLarge = lock.withLock { () -> Bool in
      isRedirecting = false
      guard !isFinished else { return false }
      guard body.count + data.count <= limit.bytes else { return true }
      body.append(data)
      return false
    }
    if tooLarge { finish(.failure(.responseTooLarge(limit: limit))) }
  }

  /// The server redirects to `request`: followed within the origin, refused anywhere
  /// else (the transfer then fails when the redirect's own answer arrives), so the
  /// credential never leaves its origin.
  func redirect(to request: URLRequest) -> URLRequest? {
    let target = request.url.flatMap(HTTPOrigin.init)
    let refusal: ServiceError? =
      switch (origin, target) {
      case (let origin?, let target?) where origin == target: nil
      case (let origin?, let target?): .crossOriginRedirect(from: origin, to: target)
      default: .invalidResponse("the server redirected to a URL without a host")
      }
    lock.withLock {
      isRedirecting = true
      refusedRedirect = refusal
    }
    return refusal == nil ? request : nil
  }

  /// The task ended, with `error` or with the whole response.
  func complete(with error: (any Error)?) {
    let (response, received, refused) = lock.withLock {
      () -> (HTTPURLResponse?, Data, ServiceError?) in
      isRedirecting = false
      return (self.response, body, refusedRedirect)
    }
    if let refused { return finish(.failure(refused)) }
    if let error {
      guard
        let failure = HTTPTransportFailure.serviceError(
          for: error, response: response, received: received.count)
      else { return cancel() }
      return finish(.failure(failure))
    }
    guard let response else {
      return finish(.failure(.invalidResponse("the answer was not an HTTP response")))
    }
    var headers: [String: String] = [:]
    for case (let name as String, let value as String) in response.allHeaderFields {
      headers[name] = value
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    finish(
      .success(
        HTTPResponse(
          status: response.statusCode, headers: headers, body: received, elapsed: elapsed)))
  }

  /// Ends the transfer without an outcome (its run was disposed).
  func cancel() {
    finish(nil)
  }

  /// Ends the transfer once: stops the deadline and the task, frees the body, then
  /// hands over `outcome` (nothing for a cancellation).
  private func finish(_ outcome: Result<HTTPResponse, ServiceError>?) {
    let claimed = lock.withLock { () -> (URLSessionTask?, DispatchSourceTimer?)? in
      guard !isFinished else { return nil }
      isFinished = true
      defer {
        task = nil
        deadline = nil
        body = Data()
      }
      return (isRedirecting ? nil : task, deadline)
    }
    guard let (task, deadline) = claimed else { return }
    deadline?.cancel()
    task?.cancel()
    if let outcome { deliver(outcome) }
  }
}
