import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed POSIX socket call made by `LoopbackHTTPServer`.
public struct LoopbackSocketError: Error, CustomStringConvertible {
  /// The system call that failed, e.g. `"bind"`.
  public let operation: String
  /// The `errno` value it left.
  public let code: Int32

  /// `"bind failed: Address already in use (errno 98)"`.
  public var description: String {
    "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))"
  }
}

/// Thin POSIX wrappers used by the loopback server (internal).
enum LoopbackSocket {
  /// Result of waiting for a socket to become readable.
  enum WaitResult {
    case readable
    case stopped
    case timedOut
  }

  /// A new TCP/IPv4 socket, close-on-exec from birth (`SOCK_CLOEXEC`), with `SO_REUSEADDR`
  /// unless `reusingAddress` is false (and `SO_NOSIGPIPE` on Darwin).
  static func makeTCPSocket(reusingAddress: Bool = true) throws -> Int32 {
    #if canImport(Darwin)
      let fd = socket(AF_INET, SOCK_STREAM, 0)
      if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    #else
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    #endif
    guard fd >= 0 else { throw LoopbackSocketError(operation: "socket", code: errno) }
    if reusingAddress {
      var one: Int32 = 1
      _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    }
    configureAccepted(fd)
    return fd
  }

  /// Per-connection options (`SO_NOSIGPIPE` on Darwin; Linux uses `MSG_NOSIGNAL` on each send).
  static func configureAccepted(_ fd: Int32) {
    #if canImport(Darwin)
      var one: Int32 = 1
      _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  /// Binds `fd` to 127.0.0.1:`port` (0 = ephemeral).
  static func bindLoopback(_ fd: Int32, port: UInt16) throws {
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else { throw LoopbackSocketError(operation: "bind", code: errno) }
  }

  /// The local port `fd` is bound to.
  static func boundPort(_ fd: Int32) throws -> UInt16 {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let result = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard result == 0 else { throw LoopbackSocketError(operation: "getsockname", code: errno) }
    return UInt16(bigEndian: address.sin_port)
  }

  /// Waits until `fd` is readable (data, EOF or error), `wakeFD` is readable (server stopping),
  /// or the monotonic clock reaches `deadline` (`nil` = never). Retries on `EINTR`.
  static func waitReadable(_ fd: Int32, wakeFD: Int32, until deadline: ContinuousClock.Instant?)
    -> WaitResult
  {
    while true {
      var milliseconds: Int32 = -1
      if let deadline {
        let remaining = ContinuousClock.now.duration(to: deadline)
        if remaining <= .zero { return .timedOut }
        milliseconds = remaining.wholeMillisecondsRoundedUp
      }
      var fds = [
        pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0),
      ]
      let result = poll(&fds, 2, milliseconds)
      if result < 0 {
        if errno == EINTR { continue }
        return .stopped
      }
      if result == 0 { continue }  // loop re-checks the deadline
      if fds[1].revents != 0 { return .stopped }
      if fds[0].revents != 0 { return .readable }
    }
  }

  /// Reads up to `capacity` bytes; returns `nil` on EOF or error.
  static func receive(_ fd: Int32, capacity: Int = 16 * 1024) -> Data? {
    var buffer = [UInt8](repeating: 0, count: capacity)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, capacity, 0) }
      if count > 0 { return Data(buffer[0..<count]) }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }

  /// True when the peer has closed (or reset) its side: a non-blocking peek returns EOF or an error.
  /// Stray bytes the peer sent are consumed and ignored.
  static func peerHasClosed(_ fd: Int32) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes {
      recv(fd, $0.baseAddress, 4096, Int32(MSG_DONTWAIT))
    }
    if count > 0 { return false }
    if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { return false }
    return true
  }

  /// Writes all of `data`; returns false if the peer went away.
  @discardableResult
  static func sendAll(_ fd: Int32, _ data: Data) -> Bool {
    #if canImport(Darwin)
      let flags: Int32 = 0
    #else
      let flags = Int32(MSG_NOSIGNAL)
    #endif
    return data.withUnsafeBytes { raw -> Bool in
      guard let base = raw.baseAddress else { return true }
      var offset = 0
      while offset < raw.count {
        let sent = send(fd, base + offset, raw.count - offset, flags)
        if sent > 0 {
          offset += sent
        } else if sent < 0 && errno == EINTR {
          continue
        } else {
          return false
        }
      }
      return true
    }
  }

  /// Half-closes the write side so the client sees EOF after the response.
  static func shutdownWrite(_ fd: Int32) {
    #if canImport(Darwin)
      _ = shutdown(fd, SHUT_WR)
    #else
      _ = shutdown(fd, Int32(SHUT_WR))
    #endif
  }
}

extension Duration {
  /// This duration in milliseconds, rounded up (so a poll never wakes before it), at most
  /// `Int32.max`.
  var wholeMillisecondsRoundedUp: Int32 {
    let (seconds, attoseconds) = components
    let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
    let fraction = (attoseconds + attosecondsPerMillisecond - 1) / attosecondsPerMillisecond
    guard seconds < Int64(Int32.max / 1000) else { return Int32.max }
    return Int32(seconds * 1000 + fraction)
  }

  /// This duration in seconds, for APIs that take a `TimeInterval`.
  var timeInterval: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) * 1e-18
  }
}
