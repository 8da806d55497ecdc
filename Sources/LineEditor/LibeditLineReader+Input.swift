import Glibc

/// Reading keys for libedit: the terminal and the wake-up pipe, on the thread inside
/// `readline`.
extension LibeditLineReader {
  /// The next typed character as a Unicode scalar value, or -1 for Ctrl-C or end of input.
  /// Blocks in `poll` on the terminal and the wake-up pipe; prints queued output meanwhile.
  func nextInputCharacter() -> CInt {
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      if InterruptSignal.takePending() {
        readlineThread.wasInterrupted = true
        readlineThread.decoder.reset()
        return -1
      }
      if ResizeSignal.takePending() {
        symbols.resizeTerminal?()
        readlineThread.needsRedraw = true
      }
      if readlineThread.isOutputKeyOutstanding || readlineThread.isSearching
        || !readlineThread.isOutputKeyBound
      {
        // libedit took the key without calling its function (in the middle of a key
        // sequence), or is in an incremental search, which the key would end, or has no
        // such key: print here. The search prompt is part of libedit's line
        // while the search waits for a key, so the redraw shows it again.
        showPendingOutput()
      } else if readlineThread.needsRedraw || hasPendingOutput {
        readlineThread.isOutputKeyOutstanding = true
        return Self.outputKey
      }
      if let scalar = readlineThread.decoder.next() {
        if scalar == "\u{1B}", !readlineThread.isSearching, readlineThread.decoder.isEmpty,
          !readMoreInput()
        {
          continue  // Esc alone: libedit would read the next key as Alt-key
        }
        readlineThread.isSearching = Self.keepsSearching(
          scalar, wasSearching: readlineThread.isSearching)
        return CInt(bitPattern: scalar.value)
      }
      var fds = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeReadFD, events: Int16(POLLIN), revents: 0),
      ]
      if poll(&fds, 2, -1) < 0 {
        if errno == EINTR { continue }
        return -1
      }
      if fds[1].revents != 0 {
        drainWakePipe()
        continue  // Ctrl-C, a resize and output are handled at the top
      }
      if fds[0].revents != 0 {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count > 0 {
          receive(buffer[0..<count])
        } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
          continue
        } else {
          return -1  // end of file, or the terminal went away
        }
      }
    }
  }

  /// Whether libedit is in an incremental search after reading `key`: Ctrl-R and Ctrl-S
  /// start one (or go to the next match); while searching, text, Backspace and Ctrl-W
  /// edit the pattern, and any other key ends the search.
  private static func keepsSearching(_ key: Unicode.Scalar, wasSearching: Bool) -> Bool {
    switch key.value {
    case 0x12, 0x13: return true
    case 0x08, 0x17, 0x7F: return wasSearching
    case 0x00..<0x20: return false
    default: return wasSearching
    }
  }

  /// Waits up to `escapeSequenceTimeout` for more bytes from the terminal and adds them to
  /// the decoder; whether any came. A terminal sends a key's whole sequence (an arrow key,
  /// Alt-x) at once, so an Esc with nothing after it within the timeout was pressed alone.
  private func readMoreInput() -> Bool {
    var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&input, 1, Self.escapeSequenceTimeout) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(STDIN_FILENO, &buffer, buffer.count)
    guard count > 0 else { return false }
    readlineThread.decoder.append(buffer[0..<count])
    return true
  }

  /// Asks the terminal where the cursor is and returns its answer; nil when none comes
  /// within a second (a terminal that does not answer, or a slow link: a late answer is
  /// then dropped from the keys). Keys typed meanwhile are kept for libedit.
  func askCursorPosition() -> CursorPositionReport? {
    TerminalOutput.write(CursorPositionReport.request)
    var received: [UInt8] = []
    defer { readlineThread.decoder.append(received) }
    var buffer = [UInt8](repeating: 0, count: 256)
    for _ in 0..<20 {
      var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      guard poll(&input, 1, 50) > 0 else { continue }
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      guard count > 0 else { break }
      received.append(contentsOf: buffer[0..<count])
      if let report = CursorPositionReport.take(from: &received) { return report }
    }
    readlineThread.lateCursorReports += 1
    return nil
  }

  /// Adds bytes read from the terminal to the decoder, without the answers to cursor
  /// position questions that came too late.
  private func receive(_ bytes: ArraySlice<UInt8>) {
    var bytes = Array(bytes)
    while readlineThread.lateCursorReports > 0, CursorPositionReport.take(from: &bytes) != nil {
      readlineThread.lateCursorReports -= 1
    }
    readlineThread.decoder.append(bytes)
  }

  func drainWakePipe() {
    var scratch = [UInt8](repeating: 0, count: 64)
    while read(wakeReadFD, &scratch, scratch.count) > 0 {}
  }
}
