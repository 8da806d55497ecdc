import Glibc
import TerminalText

/// Showing output queued by other threads above the line being edited, on the thread
/// inside `readline`.
extension LibeditLineReader {
  /// Whether `printAsync` or `updatePrompt` queued something to show.
  var hasPendingOutput: Bool {
    shared.withLock { !$0.pendingOutput.isEmpty || $0.pendingPrompt != nil }
  }

  /// Prints everything `printAsync` queued above the prompt, then redraws prompt and line,
  /// with the prompt `updatePrompt` queued if there is one; after a resize, redraws even
  /// with nothing to print. The row the prompt starts on is found at the current width,
  /// as terminals that re-wrap lines on a resize (tmux, VTE, kitty, iTerm2) have it. `knowsCursor`: called from the
  /// bound `outputKey`, where libedit's line and cursor are current, so a line wrapped
  /// over several rows is cleared from its first; elsewhere only the cursor's row is.
  func showPendingOutput(knowsCursor: Bool = false) {
    readlineThread.isOutputKeyOutstanding = false
    let needsRedraw = readlineThread.needsRedraw
    readlineThread.needsRedraw = false
    let (texts, prompt) = shared.withLock { state in
      defer {
        state.pendingOutput.removeAll()
        state.pendingPrompt = nil
      }
      return (state.pendingOutput, state.pendingPrompt)
    }
    guard !texts.isEmpty || prompt != nil || needsRedraw else { return }
    // Up to the row the prompt starts on (a long line wraps over several), to column 0,
    // clear to the end of the screen, print, and let libedit redraw from there.
    let rowsAbove = knowsCursor ? rowsAboveCursor() : 0
    if let prompt, let setPrompt = symbols.setPrompt {
      _ = prompt.withCString { setPrompt($0) }
      readlineThread.displayedPrompt = prompt
    }
    let up = rowsAbove > 0 ? "\u{1B}[\(rowsAbove)A" : ""
    TerminalOutput.write(up + "\r\u{1B}[J" + texts.map(\.asOutputLine).joined())
    _ = symbols.forcedUpdateDisplay()
  }

  /// How many rows the cursor is below the row the prompt starts on: the prompt and the
  /// line up to the cursor wrap at the terminal's width. At an exact multiple of the
  /// width the cursor may still sit on the full row, so it counts one row fewer there
  /// (leaving a stale row rather than erasing a row of output).
  private func rowsAboveCursor() -> Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0,
      let lineBeforeCursor = editedLineBeforeCursor()
    else { return 0 }
    let columns =
      DisplayWidth.columns(of: readlineThread.displayedPrompt)
      + DisplayWidth.columns(of: lineBeforeCursor)
    return max(0, columns - 1) / Int(size.ws_col)
  }
}
