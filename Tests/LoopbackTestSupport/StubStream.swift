import Foundation

/// A response a misbehaving server writes slowly or forever: `head` (status line and
/// headers, written as given), then `chunk` every `interval` seconds, `count` times or,
/// when `count` is nil, until the client goes away or the server stops.
///
/// ```swift
/// StubResponse.stream(StubStream.drip(every: 0.5))          // one byte every half second
/// StubResponse.stream(StubStream.endless())                 // a body that never ends
/// ```
public struct StubStream: Sendable, Equatable {
  /// The status line and header fields, ending with the blank line.
  public var head: Data
  /// What is written each time.
  public var chunk: Data
  /// Seconds between chunks (0: as fast as the client reads).
  public var interval: TimeInterval
  /// How many chunks are written before the server closes; nil for no end.
  public var count: Int?

  /// A stream of `chunk` after `head`, every `interval` seconds, `count` times.
  public init(head: Data, chunk: Data, interval: TimeInterval, count: Int? = nil) {
    self.head = head
    self.chunk = chunk
    self.interval = interval
    self.count = count
  }

  /// A `200` head with the given fields (written as given, so no `Content-Length` unless
  /// listed) and `Connection: close`.
  public static func head(status: Int = 200, headers: [String: String] = [:]) -> Data {
    var lines = ["HTTP/1.1 \(status) \(StubResponse.reasonPhrase(for: status))"]
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      lines.append("\(name): \(value)")
    }
    lines.append("Connection: close")
    return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
  }

  /// A JSON response that announces `length` bytes and sends one byte of them every
  /// `interval` seconds: never idle for long, never finished.
  public static func drip(every interval: TimeInterval, length: Int = 100_000) -> StubStream {
    StubStream(
      head: head(headers: ["Content-Type": "application/json", "Content-Length": "\(length)"]),
      chunk: Data(" ".utf8), interval: interval, count: length)
  }

  /// A JSON response without a length whose body never ends (spaces, 64 KB at a time).
  public static func endless() -> StubStream {
    StubStream(
      head: head(headers: ["Content-Type": "application/json"]),
      chunk: Data(repeating: UInt8(ascii: " "), count: 64 * 1024), interval: 0)
  }
}
