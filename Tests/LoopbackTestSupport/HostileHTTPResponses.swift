import Foundation

/// Answers of a server that attacks its client's memory, time and judgement rather than
/// its terminal (for that, see `HostilePayloads`): bodies without end, bodies far over
/// any limit, a gzip bomb, a flood of headers, redirects to places a client must not go.
///
/// ```swift
/// let server = try LoopbackHTTPServer { _ in HostileHTTPResponses.flood }
/// let server = try LoopbackHTTPServer { _ in HostileHTTPResponses.gzipBomb(decodedBytes: 256 << 20) }
/// ```
public enum HostileHTTPResponses {
  /// 64 KB of spaces at a time, as fast as the client reads, with no length and no end.
  public static var flood: StubResponse { .stream(.endless()) }

  /// 64 bytes of spaces every `interval` seconds, with no length and no end: a body slow
  /// enough that a request is still in flight, far under any limit, when a test acts.
  /// Every 20 ms that is 3.2 KB a second, under 300 MB in a day: no test starved for a
  /// while can see its request end at a 1 GB limit instead (64 KB pieces reached 1 GB in
  /// the 330 s a whole-suite ThreadSanitizer run once held a test before it acted).
  public static func trickle(every interval: TimeInterval) -> StubResponse {
    var stream = StubStream.endless()
    stream.chunk = Data(repeating: UInt8(ascii: " "), count: 64)
    stream.interval = interval
    return .stream(stream)
  }

  /// A body of `bytes` spaces (in 64 KB pieces) with no `Content-Length`: it ends when
  /// the server closes the connection, so nothing announces its size.
  public static func hugeBody(bytes: Int) -> StubResponse {
    var stream = StubStream.endless()
    stream.count = max(1, bytes / stream.chunk.count)
    return .stream(stream)
  }

  /// A valid gzip body of about `decodedBytes / 158` bytes, announced with its
  /// `Content-Length` and `Content-Encoding: gzip`, that decodes to `decodedBytes` spaces.
  public static func gzipBomb(decodedBytes: Int) -> StubResponse {
    StubResponse(
      status: 200,
      headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"],
      body: GzipBomb.body(decodedBytes: decodedBytes))
  }

  /// A gzip body that never ends, sent as fast as the client reads: endless spaces once
  /// decoded, 1.6 KB on the wire for every 258 KB decoded.
  public static var endlessGzipBomb: StubResponse {
    let (opening, block) = GzipBomb.endless()
    let head = StubStream.head(
      headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"])
    return .stream(StubStream(head: head + opening, chunk: block, interval: 0))
  }

  /// A `200` whose head has `count` header lines before a two-byte JSON body, each as
  /// short as a line can be (`X: a`), so that a client's limit on the head's bytes lets
  /// through as many as it can.
  public static func headerFlood(count: Int) -> StubResponse {
    let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
    let lines = String(repeating: "X: a\r\n", count: max(1, count))
    return .raw(head + lines + "Content-Length: 2\r\nConnection: close\r\n\r\n{}")
  }

  /// A redirect (`status`) whose `Location` is `location`, written as given, or with no
  /// `Location` at all when it is nil.
  public static func redirect(status: Int = 302, to location: String?) -> StubResponse {
    StubResponse(status: status, headers: location.map { ["Location": $0] } ?? [:])
  }
}
