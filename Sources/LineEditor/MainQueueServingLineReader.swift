import Foundation
import ReactiveCore

/// A line reader that serves the main queue while it waits for a line: the line is read
/// on a serial queue of the reader's own and the main thread runs what view-models
/// scheduled on the main queue meanwhile (see `MainQueue`). No thread is made per line.
/// Everything else goes straight to the reader inside.
public final class MainQueueServingLineReader: LineReader {
  private let base: any LineReader
  /// Where lines are read while the main thread serves the main queue.
  private let reading = DispatchQueue(label: "mvvm.line-reader")

  /// `base`, serving the main queue while it reads.
  public init(_ base: any LineReader) {
    self.base = base
  }

  /// The inner reader's completer.
  public var completer: (@Sendable (_ lineBeforeCursor: String) -> [String])? {
    get { base.completer }
    set { base.completer = newValue }
  }

  /// Runs what is queued on the main queue, then reads a line with the inner reader,
  /// serving the main queue until it arrives. Off the main thread it just reads.
  public func readLine(prompt: String) -> LineReadResult {
    guard Thread.isMainThread else { return base.readLine(prompt: prompt) }
    MainQueue.drain()
    let base = base
    let result = Atomic<LineReadResult?>(nil)
    reading.async {
      let line = base.readLine(prompt: prompt)
      DispatchQueue.main.async { result.value = line }
    }
    MainQueue.serve(until: { result.value != nil })
    return result.value ?? .endOfInput
  }

  /// Adds to the inner reader's history.
  public func addHistory(_ line: String) {
    base.addHistory(line)
  }

  /// Prints through the inner reader.
  public func printAsync(_ text: String) {
    base.printAsync(text)
  }

  /// Closes the inner reader.
  public func close() {
    base.close()
  }

  /// Updates the inner reader's prompt.
  public func updatePrompt(_ prompt: String) {
    base.updatePrompt(prompt)
  }

  /// Asks the inner reader.
  public func takeInterrupt() -> Bool {
    base.takeInterrupt()
  }
}
