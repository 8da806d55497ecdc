/// Reads lines typed by the user and prints output that arrives while they type.
///
/// `readLine(prompt:)` is called from one thread (the shell's); `printAsync(_:)` may be
/// called from any thread at any time, which is why readers are `Sendable`.
public protocol LineReader: AnyObject, Sendable {
  /// Proposes completions for the word under the cursor, given the line up to the cursor.
  /// Returns full words (`"open"` for `"op"`); candidates that do not start with the word
  /// typed so far are ignored by readers that complete. `nil` turns completion off.
  var completer: (@Sendable (_ lineBeforeCursor: String) -> [String])? { get set }

  /// Shows `prompt`, waits for one line and returns it; blocks the calling thread.
  func readLine(prompt: String) -> LineReadResult

  /// Appends a line to the history recalled with the up arrow. Empty lines and a repeat
  /// of the previous entry are skipped.
  func addHistory(_ line: String)

  /// Prints `text` as a line (a newline is added unless it ends with one) from any thread.
  /// While the user is typing, the text appears above the prompt and the partial line is
  /// redrawn below it.
  func printAsync(_ text: String)

  /// Saves the history (where the reader keeps one) and restores the terminal's signal
  /// handling. The reader must not be used afterwards.
  func close()

  /// Replaces the prompt of the line being edited, from any thread: a push or pop that
  /// happens while the user types shows in the prompt at once. Readers that cannot redraw
  /// ignore it; the next `readLine` shows the new prompt anyway.
  func updatePrompt(_ prompt: String)

  /// Whether Ctrl-C was pressed outside `readLine` since the last call, for interrupting a
  /// command that blocks (a `wait` on the real clock). Clears the record.
  func takeInterrupt() -> Bool
}

extension LineReader {
  /// Ignored: this reader cannot redraw its prompt.
  public func updatePrompt(_ prompt: String) {}

  /// Always false: this reader does not catch Ctrl-C.
  public func takeInterrupt() -> Bool { false }
}

extension String {
  /// The text as `printAsync` writes it: always ending with exactly the newline it has or one added.
  var asOutputLine: String {
    hasSuffix("\n") ? self : self + "\n"
  }
}
