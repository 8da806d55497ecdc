/// Reads lines typed by the user and prints output that arrives while they type.
///
/// `readLine(prompt:)` is called from one thread (the shell's); `printAsync(_:)` may be
/// called from any thread at any time, which is why readers are `Sendable`.
public protocol LineReader: AnyObject, Sendable {
  /// Proposes completions for the word under the cursor, given the line up to the cursor.
  /// Returns full words (`"flickr"` for `"fl"`); candidates that do not start with the word
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
}

extension String {
  /// The text as `printAsync` writes it: always ending with exactly the newline it has or one added.
  var asOutputLine: String {
    hasSuffix("\n") ? self : self + "\n"
  }
}
