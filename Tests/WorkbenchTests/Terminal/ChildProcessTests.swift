import Foundation
import Glibc
import LoopbackTestSupport
import Model
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A program a test starts gets standard input, output and error and nothing else, even
/// when this process holds a descriptor that a library opened without close-on-exec: a
/// child holding another test's connection keeps it open after that test closes it.
@Suite(
  .enabled(if: PseudoTerminal.isAvailable, "no /dev/ptmx: pseudo-terminals are unavailable here"))
struct ChildProcessTests {
  /// What `ls -1 /proc/self/fd` prints in a child with only 0, 1 and 2 open (3 is the
  /// directory `ls` itself reads).
  static let onlyStandardDescriptors = ["0", "1", "2", "3"]

  /// A pipe opened the way a careless library opens one: inherited by every child.
  static func inheritablePipe() throws -> (read: CInt, write: CInt) {
    var ends: [CInt] = [-1, -1]
    try #require(pipe(&ends) == 0)
    return (ends[0], ends[1])
  }

  @Test func aPipedProgramGetsOnlyItsStandardDescriptors() async throws {
    let leak = try Self.inheritablePipe()
    defer {
      close(leak.read)
      close(leak.write)
    }
    let child = try PipedProcess(
      executable: "/bin/ls", arguments: ["-1", "/proc/self/fd"], environment: [:])
    #expect(try await child.waitForExit() == 0)
    let listed = child.standardOutputText.split(separator: "\n").map(String.init)
    #expect(listed == Self.onlyStandardDescriptors)
  }

  @Test func aProgramOnATerminalGetsOnlyItsStandardDescriptors() async throws {
    let leak = try Self.inheritablePipe()
    defer {
      close(leak.read)
      close(leak.write)
    }
    let terminal = try PseudoTerminal(
      executable: "/bin/ls", arguments: ["-1", "/proc/self/fd"], environment: [:],
      directory: NSTemporaryDirectory())
    #expect(try await terminal.waitForExit() == 0)
    let listed = try await terminal.output(during: 0.1)
    #expect(listed.split(separator: "\n").map(String.init) == Self.onlyStandardDescriptors)
  }
}

extension ChildProcessTests {
  @Test func aRequestCancelledWhileAProgramRunsEndsItsConnection() async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, "{}").delay(3600) }
    defer { server.stop() }
    // Kept to the end: a client that goes away invalidates its session.
    let client = HTTPClient()
    let request = client.send(URLRequest(url: server.url("/held"))).start()
    #expect(
      await server.waitForRequests(count: 1),
      "gave up after 60 s waiting for the request; \(server)")
    // Started while the client's socket is open, which URLSession's libcurl does not
    // make close-on-exec: a program holding a copy would keep the connection open.
    let program = try PipedProcess(executable: "/bin/cat", environment: [:])
    request.dispose()
    #expect(
      await server.waitForClientDisconnects(count: 1),
      "gave up after 60 s waiting for the server to see the client hang up; \(server)")
    program.closeInput()
    #expect(try await program.waitForExit() == 0)
    withExtendedLifetime(client) {}
  }
}
