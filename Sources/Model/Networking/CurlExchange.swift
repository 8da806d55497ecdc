import Foundation
import Synchronization

/// One request sent once and its response read, by `CurlTransferLoop` on its thread: no
/// redirect is followed here (`HTTPTransfer` decides), and every byte is counted as it
/// streams in. The body after decoding and the bytes on the wire are each held to
/// `limit`, the head to `ResponseHead`'s bounds; the first bound passed ends the exchange
/// at once, so a response over the limit costs at most the limit in memory.
///
/// Everything but `cancel()` and `isCancelled` runs on the loop's thread.
final class CurlExchange: @unchecked Sendable {
  /// What is sent.
  struct Request: Sendable {
    /// The absolute http or https URL.
    let url: URL
    /// `GET`, `POST`…
    let method: String
    /// The header fields, in order.
    let headers: [(name: String, value: String)]
    /// The body, if any.
    let body: Data?
  }

  /// A response read to its end (any status).
  struct Response: Sendable {
    /// The status code.
    let status: Int
    /// The final head's fields, in order.
    let headers: [(name: String, value: String)]
    /// The body, decoded from its `Content-Encoding`.
    let body: Data
  }

  /// The request.
  let request: Request
  /// The most bytes accepted, decoded and on the wire alike.
  let limit: ByteSize
  /// When the exchange fails with `.timedOut`, whatever it is doing.
  let deadline: DispatchTime
  /// Told the outcome once, on the loop's thread; never after `cancel()`.
  private let end: @Sendable (Result<Response, ServiceError>) -> Void
  private let cancelled = Atomic<Bool>(false)

  /// The libcurl easy handle while the loop drives the exchange.
  var easy: CurlLibrary.Handle?
  /// The header list libcurl reads while the exchange runs.
  var headerList: CurlLibrary.Handle?
  /// libcurl's words for a failure (`CURLOPT_ERRORBUFFER`, 256 bytes).
  let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: 256)
  private var head = ResponseHead()
  private var body = Data()
  /// The bound passed, when a callback ended the exchange for passing one.
  private var boundPassed: ServiceError?

  /// An exchange of `request` accepting `limit` bytes until `deadline`, telling `end`
  /// how it ended.
  init(
    request: Request, limit: ByteSize, deadline: DispatchTime,
    end: @escaping @Sendable (Result<Response, ServiceError>) -> Void
  ) {
    self.request = request
    self.limit = limit
    self.deadline = deadline
    self.end = end
    errorBuffer.initialize(repeating: 0, count: 256)
  }

  deinit {
    errorBuffer.deallocate()
  }

  /// Whether `cancel()` has been called.
  var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

  /// Marks the exchange cancelled, from any thread: its callbacks abort the transfer at
  /// their next call and `end` is never told. The loop removes it (`CurlTransferLoop.stop`).
  func cancel() {
    cancelled.store(true, ordering: .releasing)
  }

  /// Tells `end` the outcome, unless the exchange was cancelled.
  func finish(_ outcome: Result<Response, ServiceError>) {
    body = Data()
    guard !isCancelled else { return }
    end(outcome)
  }

  /// The outcome of a transfer libcurl ended with `code`, reading `errno` from it when
  /// it failed to connect.
  func outcome(code: CInt, osError: Int) -> Result<Response, ServiceError> {
    if let boundPassed { return .failure(boundPassed) }
    guard code == 0 else {
      let detail = String(cString: errorBuffer)
      return .failure(
        HTTPTransportFailure.serviceError(
          code: code, osError: osError, detail: detail,
          context: HTTPTransportFailure.Context(
            host: request.url.host ?? "?", target: HTTPTransportFailure.target(of: request.url),
            limit: limit,
            headIsComplete: head.isComplete, announcedLength: head.announcedLength,
            contentEncoding: head.field("Content-Encoding"), bodyBytes: body.count)))
    }
    return .success(Response(status: head.status, headers: head.fields, body: body))
  }

  // MARK: Callbacks (on the loop's thread, inside curl_multi_perform)

  /// Body bytes, decoded: kept unless they take the body past the limit.
  func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard !isCancelled else { return false }
    guard body.count + bytes.count <= limit.bytes else {
      boundPassed = .responseTooLarge(limit: limit)
      return false
    }
    body.append(contentsOf: bytes)
    return true
  }

  /// A line of the head: refused when the head grows too large or announces a body over
  /// the limit.
  func receiveHeadLine(_ line: UnsafeRawBufferPointer) -> Bool {
    guard !isCancelled else { return false }
    switch head.read(line) {
    case .tooLarge:
      boundPassed = .invalidResponse("its headers are too large")
      return false
    case .ended where head.isComplete && (head.announcedLength ?? 0) > limit.bytes:
      boundPassed = .responseTooLarge(limit: limit)
      return false
    case .accepted, .ended:
      return true
    }
  }

  /// Progress: `received` bytes of body have come off the wire (before decoding). False
  /// when the exchange must stop: cancelled, or past the limit.
  func receivedOnTheWire(_ received: Int64) -> Bool {
    guard !isCancelled else { return false }
    guard received <= Int64(limit.bytes) else {
      boundPassed = .responseTooLarge(limit: limit)
      return false
    }
    return true
  }
}
