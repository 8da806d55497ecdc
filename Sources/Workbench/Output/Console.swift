/// The shell's output: results, live events and errors, styled when colour is on.
public final class Console: Sendable {
  /// Where the lines go.
  public let sink: any OutputSink
  /// Whether styles are applied.
  public let usesColor: Bool
  /// Live lines held back by `holdLive()`, nil when lines go out at once.
  private let heldLive = Guarded<[String]?>(nil)
  /// Trace lines held back for folding; they go out before any other line.
  private let heldTrace = Guarded(TraceCoalescer())

  /// A console writing to `sink`.
  public init(sink: any OutputSink, usesColor: Bool) {
    self.sink = sink
    self.usesColor = usesColor
  }

  /// Prints the result of a command.
  public func result(_ text: String) {
    flushTrace()
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      sink.write(String(line), on: .result)
    }
  }

  /// Prints something that happened on its own, in `style`; held back between
  /// `holdLive()` and `releaseLive()`.
  public func live(_ text: String, style: TextStyle = .live) {
    flushTrace()
    writeLive(styled(text, style))
  }

  /// Traces that `name` changed to `value`: a `trace:` line, except that a run of
  /// changes to one member of a list's items is held and folded into one line (see
  /// `TraceCoalescer`). Returns whether lines are held, waiting for `flushTrace()`.
  public func traceChange(_ name: String, to value: String) -> Bool {
    trace { $0.change(name, to: value) }
  }

  /// Traces `text` (a command event), after the trace lines held back.
  public func traceEvent(_ text: String) {
    _ = trace { $0.line(text) }
  }

  /// Prints the trace lines held back for folding.
  public func flushTrace() {
    _ = trace { $0.flush() }
  }

  private func trace(_ step: (inout TraceCoalescer) -> [String]) -> Bool {
    heldTrace.withLock { coalescer in
      for line in step(&coalescer) { writeLive(styled("trace: \(line)", .live)) }
      return coalescer.isHolding
    }
  }

  private func writeLive(_ line: String) {
    let isHeld = heldLive.withLock { held -> Bool in
      held?.append(line)
      return held != nil
    }
    if !isHeld { sink.write(line, on: .live) }
  }

  /// Holds live lines back until `releaseLive()`, so that what a command causes at once
  /// (a push, its first events) prints after the command's own result line.
  public func holdLive() {
    heldLive.withLock { held in held = held ?? [] }
  }

  /// Prints the live lines held since `holdLive()`, in order, and stops holding.
  public func releaseLive() {
    let lines = heldLive.withLock { held in
      defer { held = nil }
      return held ?? []
    }
    for line in lines { sink.write(line, on: .live) }
  }

  /// Prints a problem.
  public func error(_ text: String) {
    flushTrace()
    sink.write(styled(text, .error), on: .error)
  }

  /// `text` in `style` when colour is on, else as is.
  public func styled(_ text: String, _ style: TextStyle) -> String {
    usesColor ? style.apply(to: text) : text
  }
}
