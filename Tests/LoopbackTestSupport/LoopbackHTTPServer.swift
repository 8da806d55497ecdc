import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An in-process HTTP/1.1 server on 127.0.0.1 for testing URLSession clients.
///
/// It binds an ephemeral port, accepts connections on a background thread, reads one request
/// per connection, records it, asks the routing closure for a `StubResponse`, and answers with
/// `Connection: close`. Everything is thread-safe; `stop()` (also run by `deinit`) closes the
/// listening socket, shuts every connection down and waits for the server's threads, and is
/// idempotent. Every descriptor it opens is close-on-exec from birth, so a child process that
/// the test process starts meanwhile holds none of its connections open.
///
/// ```swift
/// let server = try LoopbackHTTPServer { request in
///     request.path == "/search" ? .json(200, #"{"ok":true}"#) : .status(404)
/// }
/// defer { server.stop() }
/// let (data, response) = try await session.data(from: server.url("/search?q=swift"))
/// #expect(server.requests.first?.queryValue("q") == "swift")
/// ```
public final class LoopbackHTTPServer: Sendable, CustomStringConvertible {
  /// The routing closure: given a received request, what to answer.
  public typealias Handler = @Sendable (RecordedRequest) -> StubResponse

  /// The TCP port the server listens on (127.0.0.1 only).
  public let port: UInt16
  /// `http://127.0.0.1:PORT` (no trailing slash).
  public let baseURL: URL
  private let core: Core

  /// Binds 127.0.0.1 on an ephemeral port and starts serving at once.
  /// - Parameter handler: the routing closure; the default answers every request with an empty `404`.
  /// - Throws: `LoopbackSocketError` if the socket cannot be created, bound or listened on.
  public init(handler: @escaping Handler = { _ in .status(404) }) throws {
    let listenFD = try LoopbackSocket.makeTCPSocket()
    do {
      try LoopbackSocket.bindLoopback(listenFD, port: 0)
      guard listen(listenFD, 128) == 0 else {
        throw LoopbackSocketError(operation: "listen", code: errno)
      }
      port = try LoopbackSocket.boundPort(listenFD)
      core = try Core(listenFD: listenFD, handler: handler)
    } catch {
      close(listenFD)
      throw error
    }
    baseURL = URL(string: "http://127.0.0.1:\(port)")!
    let core = self.core
    let thread = Thread { core.acceptLoop() }
    thread.name = "LoopbackHTTPServer.accept.\(port)"
    thread.start()
  }

  deinit {
    stop()
  }

  /// The routing closure used for requests read from now on.
  public var handler: Handler {
    get { core.withLock { $0.handler } }
    set { core.withLock { $0.handler = newValue } }
  }

  /// `baseURL` plus `pathAndQuery` (which should start with `/`), e.g. `url("/search?q=swift")`.
  public func url(_ pathAndQuery: String) -> URL {
    URL(string: baseURL.absoluteString + pathAndQuery)!
  }

  /// Every request read so far, in the order the server finished reading them.
  public var requests: [RecordedRequest] {
    core.withLock { $0.requests }
  }

  /// Forgets the recorded requests (counters are kept).
  public func removeAllRequests() {
    core.withLock { $0.requests.removeAll() }
  }

  /// How many connections the client closed before the server wrote a response
  /// (a cancelled or timed-out request shows up here once the server notices).
  public var clientDisconnectCount: Int {
    core.withLock { $0.clientDisconnects }
  }

  /// How many connections have been accepted.
  public var acceptedConnectionCount: Int {
    core.withLock { $0.acceptedConnections }
  }

  /// What the server saw, for a failing test's message: the port, and how many connections
  /// were accepted, requests read and connections the client ended early.
  public var description: String {
    core.withLock { state in
      "loopback server on port \(port): \(state.acceptedConnections) connections accepted, "
        + "\(state.requests.count) requests read, \(state.clientDisconnects) ended by the client, "
        + "\(state.openConnections.count) open"
    }
  }

  /// Waits (without blocking the caller's executor) until at least `count` requests have been
  /// recorded, or `timeout` seconds pass. Returns whether the count was reached. The default
  /// bound is generous, for a loaded machine: it costs nothing when the count is reached.
  public func waitForRequests(count: Int, timeout: TimeInterval = 60) async -> Bool {
    await core.wait(timeout: timeout) { $0.requests.count >= count }
  }

  /// Waits until `clientDisconnectCount` reaches `count`, or `timeout` seconds pass.
  /// Returns whether the count was reached.
  public func waitForClientDisconnects(count: Int = 1, timeout: TimeInterval = 60) async -> Bool {
    await core.wait(timeout: timeout) { $0.clientDisconnects >= count }
  }

  /// Stops accepting and closes the listening socket, makes in-flight delays and streams end
  /// without responding, and shuts every open connection down (its client sees the end at
  /// once); returns when every thread of the server has finished. Idempotent; safe from any
  /// thread but the routing closure's.
  public func stop() {
    core.stop()
  }

  /// A 127.0.0.1 port that refuses every connection, for testing "connection refused": bound
  /// for the rest of the test process by a socket that never listens, so no server, in this
  /// process or another, can be given it meanwhile.
  public static func unusedPort() throws -> UInt16 {
    // Without SO_REUSEADDR: no other socket may share the port, even one that asks to.
    let fd = try LoopbackSocket.makeTCPSocket(reusingAddress: false)
    do {
      try LoopbackSocket.bindLoopback(fd, port: 0)
      return try LoopbackSocket.boundPort(fd)
    } catch {
      close(fd)
      throw error
    }
  }

  /// `http://127.0.0.1:PORT` for a port from `unusedPort()`.
  public static func unusedPortURL() throws -> URL {
    URL(string: "http://127.0.0.1:\(try unusedPort())")!
  }
}

extension LoopbackHTTPServer {
  /// Mutable server state, guarded by `Core.condition`.
  struct State {
    var handler: Handler
    var requests: [RecordedRequest] = []
    var clientDisconnects = 0
    var acceptedConnections = 0
    var stopRequested = false
    var acceptLoopFinished = false
    /// Accepted sockets not yet closed; a connection's thread closes its socket, under the
    /// lock, only after removing it here, so `stop()` never shuts down a reused number.
    var openConnections: Set<Int32> = []
    /// Connection threads that have not finished.
    var connectionThreads = 0
  }

  /// The shared state and socket work; threads capture this, never the server, so `deinit` can run.
  final class Core: @unchecked Sendable {
    /// Seconds a connection may stay silent while its request is being read.
    static let readIdleTimeout: TimeInterval = 30

    private let condition = NSCondition()
    private var state: State
    private let listenFD: Int32
    /// Read end of a pipe that becomes readable (forever) once `stop()` runs.
    let wakeReadFD: Int32
    private let wakeWriteFD: Int32

    init(listenFD: Int32, handler: @escaping Handler) throws {
      let wake = try CloseOnExec.pipe()
      self.listenFD = listenFD
      wakeReadFD = wake.read
      wakeWriteFD = wake.write
      state = State(handler: handler)
    }

    deinit {
      // Every thread holding the pipe has finished once the last reference goes.
      close(wakeReadFD)
      close(wakeWriteFD)
    }

    func withLock<T>(_ body: (inout State) -> T) -> T {
      condition.lock()
      defer {
        condition.broadcast()
        condition.unlock()
      }
      return body(&state)
    }

    /// Blocks a thread of its own (neither the caller nor a GCD worker, which the
    /// clients under test need) until `predicate` holds or the timeout passes.
    func wait(timeout: TimeInterval, until predicate: @escaping @Sendable (State) -> Bool) async
      -> Bool
    {
      await withCheckedContinuation { continuation in
        Thread {
          let deadline = ContinuousClock.now + .seconds(timeout)
          self.condition.lock()
          defer { self.condition.unlock() }
          while !predicate(self.state) {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { break }
            // NSCondition waits on the wall clock: in short steps, so that a change of the
            // system's time cannot stretch the wait, which the monotonic deadline bounds.
            let step = min(remaining, .milliseconds(100))
            _ = self.condition.wait(until: Date(timeIntervalSinceNow: step.timeInterval))
          }
          continuation.resume(returning: predicate(self.state))
        }.start()
      }
    }

    func stop() {
      let first = withLock { state -> Bool in
        defer { state.stopRequested = true }
        return !state.stopRequested
      }
      if first {
        var byte: UInt8 = 1
        _ = write(wakeWriteFD, &byte, 1)
      }
      condition.lock()
      // A shut-down socket ends for its client whoever else holds a copy, and a thread
      // blocked sending to a client that stopped reading gets an error at once.
      for fd in state.openConnections { _ = shutdown(fd, Int32(SHUT_RDWR)) }
      while !state.acceptLoopFinished || state.connectionThreads > 0 { condition.wait() }
      condition.unlock()
    }

    func acceptLoop() {
      defer {
        close(listenFD)
        withLock { $0.acceptLoopFinished = true }
      }
      while true {
        switch LoopbackSocket.waitReadable(listenFD, wakeFD: wakeReadFD, until: nil) {
        case .stopped:
          return
        case .timedOut:
          continue
        case .readable:
          let client = CloseOnExec.accept(listenFD)
          if client < 0 { continue }  // EINTR, ECONNABORTED, EMFILE…: keep serving
          LoopbackSocket.configureAccepted(client)
          let serving = withLock { state -> Bool in
            guard !state.stopRequested else { return false }
            state.acceptedConnections += 1
            state.openConnections.insert(client)
            state.connectionThreads += 1
            return true
          }
          guard serving else {
            close(client)
            return
          }
          let thread = Thread { [self] in serve(client) }
          thread.name = "LoopbackHTTPServer.connection"
          thread.start()
        }
      }
    }

    private func isStopping() -> Bool {
      withLock { $0.stopRequested }
    }

    private func noteClientDisconnect() {
      if !isStopping() { withLock { $0.clientDisconnects += 1 } }
    }

    /// Reads one request, answers it, closes the connection.
    private func serve(_ fd: Int32) {
      defer {
        withLock { state in
          state.openConnections.remove(fd)
          close(fd)
          state.connectionThreads -= 1
        }
      }
      var reader = HTTPRequestReader(fd: fd, wakeFD: wakeReadFD, idleTimeout: Self.readIdleTimeout)
      let request: RecordedRequest
      do throws(HTTPRequestReader.Failure) {
        request = try reader.readRequest()
      } catch {
        switch error {
        case .connectionEnded:
          noteClientDisconnect()
        case .timedOut:
          break
        case .malformed(let reason):
          LoopbackSocket.sendAll(
            fd, StubResponse.text(400, "malformed request: \(reason)").serialized())
        }
        return
      }

      let handler = withLock { state -> Handler in
        state.requests.append(request)
        return state.handler
      }
      let response = handler(request)

      if response.responseDelay > 0, pause(fd, seconds: response.responseDelay) != .elapsed {
        return
      }

      switch response.action {
      case .closeWithoutResponse:
        return
      case .respond:
        send(response.serialized(), to: fd)
      case .raw(let bytes):
        send(bytes, to: fd)
      case .stream(let stream):
        send(stream, to: fd)
      }
    }

    /// How a pause between writes ended.
    private enum PauseOutcome {
      case elapsed, stopped, clientClosed
    }

    /// Waits `seconds` unless the server stops or the client disconnects first.
    private func pause(_ fd: Int32, seconds: TimeInterval) -> PauseOutcome {
      let deadline = ContinuousClock.now + .seconds(seconds)
      while true {
        switch LoopbackSocket.waitReadable(fd, wakeFD: wakeReadFD, until: deadline) {
        case .timedOut:
          return .elapsed
        case .stopped:
          return .stopped
        case .readable:
          if LoopbackSocket.peerHasClosed(fd) {
            noteClientDisconnect()
            return .clientClosed
          }
        }
      }
    }

    /// Writes `bytes` and half-closes, noting a client that went away.
    private func send(_ bytes: Data, to fd: Int32) {
      guard LoopbackSocket.sendAll(fd, bytes) else {
        noteClientDisconnect()
        return
      }
      LoopbackSocket.shutdownWrite(fd)
    }

    /// Writes a stream's head, then its chunks, until done, stopped or disconnected.
    private func send(_ stream: StubStream, to fd: Int32) {
      guard LoopbackSocket.sendAll(fd, stream.head) else {
        noteClientDisconnect()
        return
      }
      var written = 0
      while stream.count.map({ written < $0 }) ?? true {
        if isStopping() { return }
        if stream.interval > 0, pause(fd, seconds: stream.interval) != .elapsed { return }
        guard LoopbackSocket.sendAll(fd, stream.chunk) else {
          noteClientDisconnect()
          return
        }
        written += 1
      }
      LoopbackSocket.shutdownWrite(fd)
    }
  }
}
