import Foundation
import Glibc
import LoopbackTestSupport
import Testing

/// The loopback server the service and shell tests stand on: a refused port stays
/// refused, and stopping a server ends its connections for their clients at once.
@Suite("Loopback server")
struct LoopbackServerTests {
  /// A TCP socket connected to 127.0.0.1:`port` (error 0), or -1 and the `errno` of the
  /// failed connect.
  static func connect(to port: UInt16) throws -> (fd: CInt, error: CInt) {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    try #require(fd >= 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      let error = errno
      close(fd)
      return (-1, error)
    }
    return (fd, 0)
  }

  /// Whether a socket bound to 127.0.0.1:`port` with `SO_REUSEADDR` can be had.
  static func canBind(_ port: UInt16) throws -> Bool {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    try #require(fd >= 0)
    defer { close(fd) }
    var one: Int32 = 1
    _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }

  @Test func anUnusedPortRefusesConnectionsAndNoOtherSocketCanTakeIt() throws {
    let port = try LoopbackHTTPServer.unusedPort()
    #expect(try Self.connect(to: port).error == ECONNREFUSED)
    // A server started by another test meanwhile is never given this port.
    #expect(try !Self.canBind(port))
  }

  @Test func stopEndsAConnectionWhoseAnswerIsHeldBackBeforeItReturns() async throws {
    // Held back longer than any test waits: only stop() ends it.
    let server = try LoopbackHTTPServer { _ in .json(200, "{}").delay(3600) }
    defer { server.stop() }
    let client = try Self.connect(to: server.port).fd
    try #require(client >= 0)
    defer { close(client) }
    let request = Array("GET /held HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    #expect(send(client, request, request.count, Int32(MSG_NOSIGNAL)) == request.count)
    #expect(
      await server.waitForRequests(count: 1),
      "gave up after 60 s waiting for the server to read the request; \(server)")
    server.stop()
    // The server has shut the connection down by the time stop() returns; the end reaches
    // the client through the kernel's loopback a moment later (a busy machine delays it:
    // a read without waiting once found nothing yet, in 1 run of 200), so it is awaited,
    // bounded well below the hour the answer is held back.
    var ready = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
    #expect(poll(&ready, 1, 10_000) == 1, "the end reached the client within 10 s")
    var byte: UInt8 = 0
    #expect(recv(client, &byte, 1, Int32(MSG_DONTWAIT)) == 0, "the client sees the end")
    #expect(server.description.hasSuffix("0 open"), "\(server)")
  }
}
