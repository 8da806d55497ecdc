import Foundation
import ReactiveCore

/// A line reader without editing, for input that is not a terminal or when libedit is missing.
///
/// Lines come from standard input with Swift's `readLine`; history is kept in memory only;
/// `printAsync` writes straight to standard output, serialized so lines never interleave.
public final class PlainLineReader: LineReader {
  private struct State {
    var completer: (@Sendable (String) -> [String])?
    var history: [String] = []
  }

  private let state = Atomic(State())
  /// Serializes every write to standard output made by this reader.
  private let outputLock = Atomic(())
  private let showsPrompt: Bool

  /// Creates a reader on standard input. With `showsPrompt` false (useful when input is a
  /// script piped in) prompts are not written.
  public init(showsPrompt: Bool = true) {
    self.showsPrompt = showsPrompt
  }

  /// Stored but not used: a plain reader cannot complete.
  public var completer: (@Sendable (_ lineBeforeCursor: String) -> [String])? {
    get { state.modify { $0.completer } }
    set { state.modify { $0.completer = newValue } }
  }

  /// The lines added with `addHistory`, oldest first.
  public var history: [String] {
    state.modify { $0.history }
  }

  /// Writes the prompt, then reads one line from standard input; end of file is `.endOfInput`.
  /// Never returns `.interrupted`: without a terminal, Ctrl-C is the process's business.
  public func readLine(prompt: String) -> LineReadResult {
    if showsPrompt {
      write(prompt)
    }
    guard let line = Swift.readLine(strippingNewline: true) else {
      return .endOfInput
    }
    return .line(line)
  }

  /// Keeps the line in memory (see `history`), skipping empty lines and repeats.
  public func addHistory(_ line: String) {
    state.modify { state in
      guard !line.trimmingCharacters(in: .whitespaces).isEmpty, state.history.last != line else {
        return
      }
      state.history.append(line)
    }
  }

  /// Writes the text and a newline to standard output at once, under a lock.
  public func printAsync(_ text: String) {
    write(text.asOutputLine)
  }

  /// Nothing to save: flushes standard output.
  public func close() {
    outputLock.modify { _ in TerminalOutput.flushStandardOutput() }
  }

  private func write(_ text: String) {
    outputLock.modify { _ in
      TerminalOutput.write(text)
    }
  }
}
