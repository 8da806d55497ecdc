import ReactiveCore

/// A line reader for tests: returns the results it was given in order, then `.endOfInput`,
/// and records everything the code under test did with it.
public final class ScriptedLineReader: LineReader {
  private struct State {
    var remaining: [LineReadResult]
    var prompts: [String] = []
    var history: [String] = []
    var asyncOutput: [String] = []
    var isClosed = false
    var completer: (@Sendable (String) -> [String])?
  }

  private let state: Atomic<State>

  /// A reader that answers with `results` (lines, interruptions, end of input) in order.
  public init(results: [LineReadResult]) {
    state = Atomic(State(remaining: results))
  }

  /// A reader that answers with `lines` in order, then `.endOfInput`.
  public convenience init(lines: [String]) {
    self.init(results: lines.map(LineReadResult.line))
  }

  /// The completer the code under test installed; call `complete(_:)` to exercise it.
  public var completer: (@Sendable (_ lineBeforeCursor: String) -> [String])? {
    get { state.modify { $0.completer } }
    set { state.modify { $0.completer = newValue } }
  }

  /// Every prompt passed to `readLine`, in order (including the one answered by `.endOfInput`).
  public var prompts: [String] { state.modify { $0.prompts } }

  /// The lines added with `addHistory`, after the same filtering a real reader does.
  public var history: [String] { state.modify { $0.history } }

  /// Every text passed to `printAsync`, in order, exactly as passed.
  public var asyncOutput: [String] { state.modify { $0.asyncOutput } }

  /// Whether `close()` was called.
  public var isClosed: Bool { state.modify { $0.isClosed } }

  /// Runs the installed completer as a terminal reader would on Tab; `[]` without one.
  public func complete(_ lineBeforeCursor: String) -> [String] {
    completer?(lineBeforeCursor) ?? []
  }

  /// Records the prompt and returns the next scripted result, or `.endOfInput` when none is left.
  public func readLine(prompt: String) -> LineReadResult {
    state.modify { state in
      state.prompts.append(prompt)
      return state.remaining.isEmpty ? .endOfInput : state.remaining.removeFirst()
    }
  }

  /// Records the line, skipping empty lines and a repeat of the previous entry.
  public func addHistory(_ line: String) {
    state.modify { state in
      guard !line.allSatisfy(\.isWhitespace), state.history.last != line else { return }
      state.history.append(line)
    }
  }

  /// Records the text; safe from any thread.
  public func printAsync(_ text: String) {
    state.modify { $0.asyncOutput.append(text) }
  }

  /// Marks the reader closed.
  public func close() {
    state.modify { $0.isClosed = true }
  }
}
