import Glibc
import ReactiveCore
import TerminalText

/// Showing output queued by other threads above the line being edited, on the thread
/// inside `readline`.
extension LibeditLineReader {
  /// Whether `printAsync` or `updatePrompt` queued something to show.
  var hasPendingOutput: Bool {
    shared.modify { !$0.pendingOutput.isEmpty || $0.pendingPrompt != nil }
  }

  /// Prints everything `printAsync` queued above the prompt, then redraws prompt and line,
  /// with the prompt `updatePrompt` queued if there is one; after a resize, redraws even
  /// with nothing to print. `knowsCursor`: called from the bound `outputKey`, where
  /// libedit's line and cursor are current, so a line wrapped over several rows is cleared
  /// from its first; elsewhere only the cursor's row is.
  func showPendingOutput(knowsCursor: Bool = false) {
    readlineThread.isOutputKeyOutstanding = false
    let isResized = readlineThread.needsRedraw
    readlineThread.needsRedraw = false
    let (texts, prompt) = shared.modify { state in
      defer {
        state.pendingOutput.removeAll()
        state.pendingPrompt = nil
      }
      return (state.pendingOutput, state.pendingPrompt)
    }
    guard !texts.isEmpty || prompt != nil || isResized else { return }
    // Up to the row the prompt starts on (a long line wraps over several), to column 0,
    // clear to the end of the screen, print, and let libedit redraw from there.
    let rowsAbove = knowsCursor ? rowsAboveCursor(isResized: isResized) : 0
    if let prompt, let setPrompt = symbols.setPrompt {
      _ = prompt.withCString { setPrompt($0) }
      readlineThread.displayedPrompt = prompt
    }
    let up = rowsAbove > 0 ? "\u{1B}[\(rowsAbove)A" : ""
    TerminalOutput.write(up + "\r\u{1B}[J" + texts.map(\.asOutputLine).joined())
    _ = symbols.forcedUpdateDisplay()
    readlineThread.drawnWidth = libeditWidth()
  }

  /// The width libedit lays the line out at (the terminal's width when libedit last read
  /// it), or the terminal's width when this libedit cannot tell.
  func libeditWidth() -> Int? {
    guard let screenSize = symbols.screenSize else { return Self.terminalWidth() }
    var rows: CInt = 0
    var columns: CInt = 0
    screenSize(&rows, &columns)
    return columns > 0 ? Int(columns) : Self.terminalWidth()
  }

  /// How many rows the cursor is below the row the prompt starts on (see
  /// `ResizedLineLayout`). After a resize that changes the answer, the terminal is asked
  /// where the cursor is, to know whether it re-wrapped the line.
  private func rowsAboveCursor(isResized: Bool) -> Int {
    guard let width = Self.terminalWidth(), let lineBeforeCursor = editedLineBeforeCursor()
    else { return 0 }
    let columns =
      DisplayWidth.columns(of: readlineThread.displayedPrompt)
      + DisplayWidth.columns(of: lineBeforeCursor)
    let rewrapped = ResizedLineLayout.rowsAbove(columnsBeforeCursor: columns, width: width)
    guard isResized, let drawnWidth = readlineThread.drawnWidth,
      ResizedLineLayout.rowsAbove(columnsBeforeCursor: columns, width: drawnWidth) != rewrapped
    else { return rewrapped }
    return ResizedLineLayout.rowsAbove(
      columnsBeforeCursor: columns, drawnWidth: drawnWidth, width: width,
      reportedColumn: askCursorPosition()?.column)
  }

  /// The terminal's width in columns, or nil when it cannot be asked.
  static func terminalWidth() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
