import Model
import ReactiveCore
import TerminalText

/// The shell's output: results, live events and errors, styled when colour is on. Every
/// line is made safe exactly once on its way out (a result by
/// `ControlCharacters.safeLine`, a live line or an error escaped before it is styled), so
/// nothing in it but the shell's own styles can drive the terminal, and each is masked by
/// the session's `SecretMasking` first, so no secret reaches the screen (or standard
/// error). Every line is wrapped at words to `width` here, results included, except a
/// `wholeResult` (values, paths, JSON, pictures laid out to their own width).
public final class Console: Sendable {
  /// Where the lines go.
  public let sink: any OutputSink
  /// Whether styles are applied.
  public let usesColor: Bool
  /// Asked for the width each time output is laid out, so a resize is followed.
  private let widthSource: @Sendable () -> Int
  /// Live lines held back by `holdLive()`, nil when lines go out at once.
  private let heldLive = Atomic<[String]?>(nil)
  /// Whether output is dropped (a tour catching up on the steps already taken).
  private let isMuted = Atomic(false)
  /// Trace lines held back for folding; they go out before any other line.
  private let heldTrace = Atomic(TraceCoalescer())
  /// The result lines printed since `clearRecentResults()`, as written.
  private let results = Atomic<[String]>([])
  /// The masking rule every line goes through; the session sets it (`masksSecrets`).
  private let secrets = Atomic<@Sendable () -> SecretMasking>({
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
    secrets.modify { $0 = rule }
  }

  /// The columns output is laid out to: the terminal's width, at least 20.
  public var width: Int { max(20, widthSource()) }

  /// The columns a line leaves after `prefix` (at least 12): what a value on an event
  /// line is shortened to.
  public func room(after prefix: String) -> Int {
    max(12, width - DisplayWidth.columns(of: prefix))
  }

  /// Prints the result of a command: each line of `text` that is wider than the
  /// terminal broken at words (continuation lines indented two columns more), so the
  /// terminal never cuts a word in two.
  public func result(_ text: String) {
    emitResult(text, wrapping: true)
  }

  /// Prints a result whose lines stay whole however wide they are: what is copied or
  /// read by a program (a value `get` or `set` prints, a file's path, the plugin report's
  /// paths, JSON, Graphviz, an echoed line) and a picture already laid out to its own width (`view`, `timeline`,
  /// `graph`).
  public func wholeResult(_ text: String) {
    emitResult(text, wrapping: false)
  }

  private func emitResult(_ text: String, wrapping: Bool) {
    flushTrace()
    let masking = secrets.value()
    let columns = width
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let safe = ControlCharacters.safeLine(masking.masking(String(line)))
      let lines =
        wrapping && DisplayWidth.columns(of: safe) > columns
        ? TextFitting.wrappedLines(safe, width: columns, indent: "  ") : [safe]
      for line in lines {
        results.modify { $0.append(line) }
        write(line, on: .result)
      }
    }
  }

  /// The result lines printed since `clearRecentResults()`: what a script's `| ` lines
  /// are compared with.
  public var recentResults: [String] {
    results.modify { $0 }
  }

  /// Forgets the result lines printed so far; the interpreter calls it before each line.
  public func clearRecentResults() {
    results.modify { $0.removeAll() }
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
    heldTrace.modify { coalescer in
      for line in step(&coalescer).flatMap({ wrapped("trace: \($0)") }) {
        writeLive(styled(line, .live))
      }
      return coalescer.isHolding
    }
  }

  private func writeLive(_ line: String) {
    let isHeld = heldLive.modify { held -> Bool in
      held?.append(line)
      return held != nil
    }
    if !isHeld { write(line, on: .live) }
  }

  /// Holds live lines back until `releaseLive()`, so that what a command causes at once
  /// (a push, its first events) prints after the command's own result line.
  public func holdLive() {
    heldLive.modify { held in held = held ?? [] }
  }

  /// Prints the live lines held since `holdLive()`, in order, and stops holding.
  public func releaseLive() {
    let lines = heldLive.modify { held in
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

  /// Prints lines of a problem as they are, unwrapped (a line and the carets under a place
  /// in it must stay one above the other), masked and escaped.
  public func errorLines(_ lines: [String]) {
    flushTrace()
    let masking = secrets.value()
    for line in lines {
      write(styled(ControlCharacters.safeLine(masking.masking(line)), .error), on: .error)
    }
  }

  /// `text` as one or more lines of at most `width` columns: its secrets masked (before
  /// wrapping, which may break a URL apart), its control characters escaped (a newline in
  /// it ends no line), broken at words with a hanging indent.
  private func wrapped(_ text: String) -> [String] {
    let masked = secrets.value().masking(text)
    return TextFitting.wrappedLines(ControlCharacters.escaped(masked), width: width, indent: "  ")
  }

  /// Runs `body` with every line it prints dropped, errors included.
  public func withoutOutput<Result>(_ body: () throws -> Result) rethrows -> Result {
    let wasMuted = isMuted.modify { muted in
      defer { muted = true }
      return muted
    }
    defer { isMuted.modify { $0 = wasMuted } }
    return try body()
  }

  /// Writes one line that is already safe: masked, escaped, with only the shell's own
  /// styles.
  private func write(_ line: String, on channel: OutputChannel) {
    guard !isMuted.modify({ $0 }) else { return }
    sink.write(line, on: channel)
  }

  /// `text` in `style` when colour is on, else as is.
  public func styled(_ text: String, _ style: TextStyle) -> String {
    usesColor ? style.apply(to: text) : text
  }
}
