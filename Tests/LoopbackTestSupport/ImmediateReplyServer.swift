import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A TCP server on 127.0.0.1 that writes `reply` as soon as it accepts a connection,
/// without waiting for a request it could parse, then closes: what a client expecting
/// TLS meets at a plain HTTP server (its hello is answered with plain text), which
/// `LoopbackHTTPServer` cannot play since it waits for a whole HTTP request first.
///
/// ```swift
/// let server = try ImmediateReplyServer(reply: "HTTP/1.1 400 Bad Request\r\n\r\n")
/// defer { server.stop() }
/// // https://127.0.0.1:\(server.port)/ now fails its TLS handshake
/// ```
public final class ImmediateReplyServer: Sendable {
  /// The port it listens on.
  public let port: UInt16
  private let listener: Listener

  /// Binds an ephemeral port on 127.0.0.1 and starts answering with `reply`.
  public init(reply: String) throws {
    let socket = try LoopbackSocket.makeTCPSocket()
    do {
      try LoopbackSocket.bindLoopback(socket, port: 0)
      guard listen(socket, 16) == 0 else {
        throw LoopbackSocketError(operation: "listen", code: errno)
      }
      port = try LoopbackSocket.boundPort(socket)
    } catch {
      close(socket)
      throw error
    }
    listener = try Listener(socket: socket, reply: Data(reply.utf8))
    let listener = self.listener
    let thread = Thread { listener.acceptLoop() }
    thread.name = "ImmediateReplyServer.\(port)"
    thread.start()
  }

  deinit {
    stop()
  }

  /// Stops accepting and closes the listening socket before returning. Idempotent.
  public func stop() {
    listener.stop()
  }

  /// The socket and the thread's state, shared with the accepting thread.
  final class Listener: @unchecked Sendable {
    private let socket: Int32
    private let reply: Data
    private let condition = NSCondition()
    private var stopRequested = false
    private var finished = false
    private let wakeRead: Int32
    private let wakeWrite: Int32

    init(socket: Int32, reply: Data) throws {
      let wake = try CloseOnExec.pipe()
      self.socket = socket
      self.reply = reply
      wakeRead = wake.read
      wakeWrite = wake.write
    }

    deinit {
      close(wakeRead)
      close(wakeWrite)
    }

    func acceptLoop() {
      defer {
        close(socket)
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
      }
      while LoopbackSocket.waitReadable(socket, wakeFD: wakeRead, until: nil) == .readable {
        let client = CloseOnExec.accept(socket)
        guard client >= 0 else { continue }
        LoopbackSocket.configureAccepted(client)
        // Take what the client sent first, if anything, so that closing sends a FIN
        // rather than a reset that could overtake the reply.
        _ = LoopbackSocket.waitReadable(client, wakeFD: wakeRead, until: .now + .seconds(1))
        _ = LoopbackSocket.peerHasClosed(client)
        LoopbackSocket.sendAll(client, reply)
        LoopbackSocket.shutdownWrite(client)
        close(client)
      }
    }

    func stop() {
      condition.lock()
      let first = !stopRequested
      stopRequested = true
      condition.unlock()
      if first {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
      }
      condition.lock()
      while !finished { condition.wait() }
      condition.unlock()
    }
  }
}
