import ReactiveCore

/// An output sink that keeps every line, for tests and for comparing runs.
public final class CapturedOutput: OutputSink {
  private let lines = Atomic<[(OutputChannel, String)]>([])

  /// An empty capture.
  public init() {}

  /// Keeps `line`.
  public func write(_ line: String, on channel: OutputChannel) {
    lines.modify { $0.append((channel, line)) }
  }

  /// Every line, in order.
  public var all: [String] { lines.modify { $0.map(\.1) } }

  /// The lines written on `channel`, in order.
  public func lines(on channel: OutputChannel) -> [String] {
    lines.modify { $0.filter { $0.0 == channel }.map(\.1) }
  }

  /// Every line joined with newlines.
  public var text: String { all.joined(separator: "\n") }

  /// Forgets everything captured so far.
  public func clear() {
    lines.modify { $0.removeAll() }
  }
}
