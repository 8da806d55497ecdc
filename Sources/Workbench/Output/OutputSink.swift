import Foundation
import LineEditor

/// Receives the shell's output, line by line. Called from the session queue.
public protocol OutputSink: AnyObject, Sendable {
  /// Shows `line` (no trailing newline) on `channel`.
  func write(_ line: String, on channel: OutputChannel)
}

/// Sends output through a line reader, so that live output does not break the line being
/// typed; errors go to standard error when `errorsToStandardError` is set (scripts).
public final class LineReaderSink: OutputSink {
  private let reader: any LineReader
  private let errorsToStandardError: Bool

  /// A sink writing through `reader`.
  public init(reader: any LineReader, errorsToStandardError: Bool) {
    self.reader = reader
    self.errorsToStandardError = errorsToStandardError
  }

  /// Writes `line` through the reader, or to standard error.
  public func write(_ line: String, on channel: OutputChannel) {
    if channel == .error && errorsToStandardError {
      TerminalOutput.writeError(line + "\n")
    } else {
      reader.printAsync(line)
    }
  }
}
