import Foundation

/// An output sink that keeps every line, for tests and for comparing runs.
public final class CapturedOutput: OutputSink {
  private let lines = Guarded<[(OutputChannel, String)]>([])
  /// Signalled on every line, for `waitForLine`.
  private let written = NSCondition()

  /// An empty capture.
  public init() {}

  /// Keeps `line`.
  public func write(_ line: String, on channel: OutputChannel) {
    lines.withLock { $0.append((channel, line)) }
    written.lock()
    written.broadcast()
    written.unlock()
  }

  /// Waits until a line (already kept, or written later) satisfies `matches`, for at
  /// most `timeout` seconds of real time; returns whether one did. For output that real
  /// I/O causes, such as a live backend answering.
  public func waitForLine(timeout: TimeInterval, where matches: (String) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    written.lock()
    defer { written.unlock() }
    while !all.contains(where: matches) {
      guard written.wait(until: deadline) else { return all.contains(where: matches) }
    }
    return true
  }

  /// Every line, in order.
  public var all: [String] { lines.withLock { $0.map(\.1) } }

  /// The lines written on `channel`, in order.
  public func lines(on channel: OutputChannel) -> [String] {
    lines.withLock { $0.filter { $0.0 == channel }.map(\.1) }
  }

  /// Every line joined with newlines.
  public var text: String { all.joined(separator: "\n") }

  /// Forgets everything captured so far.
  public func clear() {
    lines.withLock { $0.removeAll() }
  }
}
