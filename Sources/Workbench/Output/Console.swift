import Model
import TerminalText

/// The shell's output: results, live events and errors, styled when colour is on. Every
/// line goes out through `ControlCharacters.safeLine`, so nothing in it but the shell's
/// own styles can drive the terminal, and through the session's `SecretMasking`, so no
/// secret reaches the screen (or standard error). Live lines and errors are wrapped to
/// `width` here; a command lays its result out to `width` itself (`get` prints a long
/// value whole).
public final class Console: Sendable {
  /// Where the lines go.
  public let sink: any OutputSink
  /// Whether styles are applied.
  public let usesColor: Bool
  /// Asked for the width each time output is laid out, so a resize is followed.
  private let widthSource: @Sendable () -> Int
  /// Live lines held back by `holdLive()`, nil when lines go out at once.
  private let heldLive = Guarded<[String]?>(nil)
  /// Whether output is dropped (a tour catching up on the steps already taken).
  private let isMuted = Guarded(false)
  /// Trace lines held back for folding; they go out before any other line.
  private let heldTrace = Guarded(TraceCoalescer())
  /// The result lines printed since `clearRecentResults()`, as written.
  private let results = Guarded<[String]>([])
  /// The masking rule every line goes through; the session sets it (`masksSecrets`).
  private let secrets = Guarded<@Sendable () -> SecretMasking>({
    SecretMasking(secretOptions: [])
  })

  /// A console writing to `sink`, laying text out to the columns `width` returns
  /// (`TerminalWidth.standard`, 80, unless told otherwise).
  public init(
    sink: any OutputSink, usesColor: Bool,
    width: @escaping @Sendable () -> Int = { TerminalWidth.standard }
  ) {
    self.sink = sink
    self.usesColor = usesColor
    self.widthSource = width
  }

  /// Masks every line with the rule `rule` returns, asked again for each line (a backend
  /// registered later brings its secret options).
  public func masksSecrets(with rule: @escaping @Sendable () -> SecretMasking) {
    secrets.withLock { $0 = rule }
  }

  /// The columns output is laid out to: the terminal's width, at least 20.
  public var width: Int { max(20, widthSource()) }

  /// The columns a line leaves after `prefix` (at least 12): what a value on an event
  /// line is shortened to.
  public func room(after prefix: String) -> Int {
    max(12, width - DisplayWidth.columns(of: prefix))
  }

  /// Prints the result of a command: one line per line of `text`.
  public func result(_ text: String) {
    flushTrace()
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      results.withLock { $0.append(shown(String(line))) }
      write(String(line), on: .result)
    }
  }

  /// The result lines printed since `clearRecentResults()`: what a script's `| ` lines
  /// are compared with.
  public var recentResults: [String] {
    results.withLock { $0 }
  }

  /// Forgets the result lines printed so far; the interpreter calls it before each line.
  public func clearRecentResults() {
    results.withLock { $0.removeAll() }
  }

  /// Prints something that happened on its own, in `style`; held back between
  /// `holdLive()` and `releaseLive()`.
  public func live(_ text: String, style: TextStyle = .live) {
    flushTrace()
    for line in wrapped(text) { writeLive(styled(line, style)) }
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
      for line in step(&coalescer).flatMap({ wrapped("trace: \($0)") }) {
        writeLive(styled(line, .live))
      }
      return coalescer.isHolding
    }
  }

  private func writeLive(_ line: String) {
    let isHeld = heldLive.withLock { held -> Bool in
      held?.append(line)
      return held != nil
    }
    if !isHeld { write(line, on: .live) }
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
    for line in lines { write(line, on: .live) }
  }

  /// Prints a problem.
  public func error(_ text: String) {
    flushTrace()
    for line in wrapped(text) { write(styled(line, .error), on: .error) }
  }

  /// `text` as one or more lines of at most `width` columns: its secrets masked (before
  /// wrapping, which may break a URL apart), its control characters escaped (a newline in
  /// it ends no line), broken at words with a hanging indent.
  private func wrapped(_ text: String) -> [String] {
    let masked = secrets.withLock { $0 }().masking(text)
    return TextFitting.wrappedLines(ControlCharacters.escaped(masked), width: width, indent: "  ")
  }

  /// Runs `body` with every line it prints dropped, errors included.
  public func withoutOutput<Result>(_ body: () throws -> Result) rethrows -> Result {
    let wasMuted = isMuted.withLock { muted in
      defer { muted = true }
      return muted
    }
    defer { isMuted.withLock { $0 = wasMuted } }
    return try body()
  }

  /// Writes one line, its secrets masked and its control characters escaped (styles
  /// kept).
  private func write(_ line: String, on channel: OutputChannel) {
    guard !isMuted.withLock({ $0 }) else { return }
    sink.write(shown(line), on: channel)
  }

  /// `line` as it is shown: its secrets masked, its control characters escaped.
  private func shown(_ line: String) -> String {
    let masking = secrets.withLock { $0 }()
    return ControlCharacters.safeLine(masking.masking(line))
  }

  /// `text` in `style` when colour is on, else as is.
  public func styled(_ text: String, _ style: TextStyle) -> String {
    usesColor ? style.apply(to: text) : text
  }
}
