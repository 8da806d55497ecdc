import Foundation

/// The one thread that sends every live HTTP request of the process, through a libcurl
/// multi handle: exchanges are handed to it from any thread (`start`, `stop`), and it
/// adds them, drives them, enforces their deadlines and tells each how it ended.
///
/// Nothing the caller does waits for the thread: `start` and `stop` take a lock for a
/// list append and wake the thread (`curl_multi_wakeup`), so a cancellation returns at
/// once whatever the server is doing. Nothing the server does outlives a deadline:
/// libcurl's own (`CURLOPT_TIMEOUT_MS`) is backed by the loop's check of every deadline
/// each turn. The transport follows no redirect and speaks only http and https.
final class CurlTransferLoop: @unchecked Sendable {
  /// The loop of the process, started on first use; nil when libcurl cannot be loaded.
  static let shared: CurlTransferLoop? = CurlLibrary.shared.flatMap(CurlTransferLoop.init)

  /// The longest the thread sleeps with nothing to do (it is woken for new work).
  static let idleWait: CInt = 60_000

  private let curl: CurlLibrary
  private let multi: CurlLibrary.Handle
  private let lock = NSLock()
  private var arriving: [CurlExchange] = []
  private var leaving: [CurlExchange] = []
  /// The exchanges libcurl is driving, by easy handle; only the thread touches it.
  private var running: [CurlLibrary.Handle: CurlExchange] = [:]

  private init?(curl: CurlLibrary) {
    guard let multi = curl.multiInit() else { return nil }
    self.curl = curl
    self.multi = multi
    let thread = Thread { [self] in run() }
    thread.name = "mvvm.http"
    thread.start()
  }

  /// Hands `exchange` to the thread, which sends it soon.
  func start(_ exchange: CurlExchange) {
    lock.withLock { arriving.append(exchange) }
    _ = curl.multiWakeup(multi)
  }

  /// Cancels `exchange` and has the thread drop it soon; nothing is reported for it.
  func stop(_ exchange: CurlExchange) {
    exchange.cancel()
    lock.withLock { leaving.append(exchange) }
    _ = curl.multiWakeup(multi)
  }

  private func run() {
    var active: CInt = 0
    while true {
      let (arrived, left) = lock.withLock {
        defer {
          arriving = []
          leaving = []
        }
        return (arriving, leaving)
      }
      for exchange in left { if let easy = exchange.easy { detach(easy) } }
      for exchange in arrived where !exchange.isCancelled { attach(exchange) }
      _ = curl.multiPerform(multi, &active)
      collectEnded()
      expireOverdue()
      guard !hasWorkWaiting else { continue }
      _ = curl.multiPoll(multi, nil, 0, nextWait(), nil)
    }
  }

  /// Whether an exchange was started or stopped since the loop took the lists. A wakeup
  /// for it may already be spent: libcurl 8.21's `curl_multi_perform` reads the wakeup
  /// socket (curl issue 22272), so the poll after it would sleep through the new work
  /// until its timeout. A wakeup after this check stays in the socket and ends the poll.
  private var hasWorkWaiting: Bool {
    lock.withLock { !arriving.isEmpty || !leaving.isEmpty }
  }

  /// Configures an easy handle for `exchange` and adds it to the multi handle.
  private func attach(_ exchange: CurlExchange) {
    guard let easy = curl.easyInit() else {
      return exchange.finish(.failure(.transportFailed("libcurl could not start a request")))
    }
    exchange.easy = easy
    running[easy] = exchange
    let configured = configure(easy, for: exchange)
    guard configured, curl.multiAdd(multi, easy) == 0 else {
      detach(easy)
      return exchange.finish(.failure(.transportFailed("libcurl refused the request's settings")))
    }
  }

  /// Sets every option of `exchange` on `easy`; false when libcurl refuses one that
  /// matters.
  private func configure(_ easy: CurlLibrary.Handle, for exchange: CurlExchange) -> Bool {
    let request = exchange.request
    let context = Unmanaged.passUnretained(exchange).toOpaque()
    let now = DispatchTime.now()
    let remaining =
      exchange.deadline > now ? exchange.deadline.uptimeNanoseconds - now.uptimeNanoseconds : 0
    let milliseconds = max(1, Int(min(remaining / 1_000_000, UInt64(Int.max))))
    var results = [
      curl.set(.url, request.url.absoluteString, on: easy),
      curl.set(.noSignal, 1, on: easy),
      curl.set(.followLocation, 0, on: easy),
      curl.set(.timeoutMilliseconds, milliseconds, on: easy),
      curl.set(.connectTimeoutMilliseconds, milliseconds, on: easy),
      curl.set(.errorBuffer, UnsafeRawPointer(exchange.errorBuffer), on: easy),
      curl.set(
        .writeFunction, unsafeBitCast(Self.bodyCallback, to: UnsafeRawPointer.self), on: easy),
      curl.set(.writeData, context, on: easy),
      curl.set(
        .headerFunction, unsafeBitCast(Self.headCallback, to: UnsafeRawPointer.self), on: easy),
      curl.set(.headerData, context, on: easy),
      curl.set(
        .transferInfoFunction, unsafeBitCast(Self.progressCallback, to: UnsafeRawPointer.self),
        on: easy),
      curl.set(.transferInfoData, context, on: easy),
      curl.set(.noProgress, 0, on: easy),
      curl.set(.maxFileSize, size: Int64(exchange.limit.bytes), on: easy),
      // Every encoding libcurl can decode (gzip, deflate, br, zstd): it decodes, and the
      // body callback counts the decoded bytes.
      curl.set(.acceptEncoding, "", on: easy),
      curl.set(.userAgent, "mvvm-workbench", on: easy),
    ]
    // Only http and https, by name (7.85+), else by bit (CURLPROTO_HTTP | CURLPROTO_HTTPS).
    if curl.set(.protocolNames, "http,https", on: easy) != 0 {
      results.append(curl.set(.protocols, 3, on: easy))
    }
    if curl.set(.redirectProtocolNames, "http,https", on: easy) != 0 {
      results.append(curl.set(.redirectProtocols, 3, on: easy))
    }
    results += method(of: request, on: easy)
    // "Expect:" keeps libcurl from waiting for a 100 Continue before a large body.
    var list: CurlLibrary.Handle?
    for (name, value) in request.headers + [("Expect", "")] {
      let line = value.isEmpty ? "\(name):" : "\(name): \(value)"
      list = curl.listAppend(list, line) ?? list
    }
    exchange.headerList = list
    results.append(curl.set(.httpHeader, UnsafeRawPointer(list), on: easy))
    return results.allSatisfy { $0 == 0 }
  }

  /// The options that make `request`'s method and body.
  private func method(of request: CurlExchange.Request, on easy: CurlLibrary.Handle) -> [CInt] {
    let method = request.method.uppercased()
    switch (method, request.body) {
    case ("GET", nil): return [curl.set(.httpGet, 1, on: easy)]
    case ("HEAD", nil): return [curl.set(.noBody, 1, on: easy)]
    default: break
    }
    let body = request.body ?? Data()
    var results = [curl.set(.postFieldSize, size: Int64(body.count), on: easy)]
    results.append(
      body.withUnsafeBytes { bytes in
        // Copied by libcurl; a valid pointer even for an empty body.
        curl.set(
          .copyPostFields, UnsafeRawPointer(bytes.baseAddress ?? UnsafeRawPointer(easy)), on: easy)
      })
    if method != "POST" { results.append(curl.set(.customRequest, method, on: easy)) }
    return results
  }

  /// Removes `easy` from the multi handle and frees it and its exchange's header list.
  private func detach(_ easy: CurlLibrary.Handle) {
    guard let exchange = running.removeValue(forKey: easy) else { return }
    _ = curl.multiRemove(multi, easy)
    curl.easyCleanup(easy)
    curl.listFree(exchange.headerList)
    exchange.easy = nil
    exchange.headerList = nil
  }

  /// Ends every exchange libcurl reports done.
  private func collectEnded() {
    var queued: CInt = 0
    while let message = curl.multiInfoRead(multi, &queued) {
      guard message.pointee.message == 1, let easy = message.pointee.easy,
        let exchange = running[easy]
      else { continue }
      let code = message.pointee.data.result
      let osError = curl.number(.osErrno, of: easy) ?? 0
      let outcome = exchange.outcome(code: code, osError: osError)
      detach(easy)
      exchange.finish(outcome)
    }
  }

  /// Fails every exchange past its deadline, whatever libcurl is doing with it.
  private func expireOverdue() {
    let now = DispatchTime.now()
    for (easy, exchange) in running where exchange.deadline <= now {
      detach(easy)
      exchange.finish(.failure(.timedOut))
    }
  }

  /// Milliseconds until the nearest deadline (libcurl wakes sooner for its own timers).
  private func nextWait() -> CInt {
    guard let nearest = running.values.map(\.deadline).min() else { return Self.idleWait }
    let now = DispatchTime.now()
    guard nearest > now else { return 0 }
    let milliseconds = (nearest.uptimeNanoseconds - now.uptimeNanoseconds + 999_999) / 1_000_000
    return CInt(min(milliseconds, UInt64(Self.idleWait)))
  }

  // MARK: libcurl's callbacks, on the thread; `context` is the exchange, kept alive by
  // `running` while libcurl holds its handle.

  private typealias DataCallback =
    @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int
  private typealias ProgressCallback =
    @convention(c) (UnsafeMutableRawPointer?, Int64, Int64, Int64, Int64) -> CInt

  private static let bodyCallback: DataCallback = { bytes, size, count, context in
    guard let context else { return 0 }
    let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
    let buffer = UnsafeRawBufferPointer(start: bytes, count: size * count)
    return exchange.receiveBody(buffer) ? size * count : 0
  }

  private static let headCallback: DataCallback = { bytes, size, count, context in
    guard let context else { return 0 }
    let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
    let buffer = UnsafeRawBufferPointer(start: bytes, count: size * count)
    return exchange.receiveHeadLine(buffer) ? size * count : 0
  }

  private static let progressCallback: ProgressCallback = { context, _, received, _, _ in
    guard let context else { return 1 }
    let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
    return exchange.receivedOnTheWire(received) ? 0 : 1
  }
}
