import Foundation
import Glibc
import ReactiveCore

/// A line reader with editing, history and Tab completion, using the system libedit loaded
/// at run time. Create it with `make(historyFile:)`; only one can be open per process,
/// because libedit's readline interface is a single global editor.
///
/// Output from other threads (`printAsync`) is shown without breaking the line being typed:
/// libedit reads keys through a custom `rl_getc_function` that waits on both the terminal and
/// a wake-up pipe, so the thread inside `readline` itself prints pending text above the
/// prompt and redraws the line. Other threads only queue text and write one byte to the pipe.
/// A resize (SIGWINCH) wakes it the same way: it has libedit read the new width and redraws.
///
/// While the reader is open, Ctrl-C does not kill the process: it cancels the line being
/// typed (`.interrupted`), and outside `readLine` it is recorded for `takeInterrupt()`.
public final class LibeditLineReader: LineReader {
  /// How many entries the history keeps, in memory and in the file.
  public static let historyLimit: CInt = 1000
  /// The key (Ctrl-^, unbound in libedit's keymaps) that the reader hands libedit when
  /// output is waiting, bound to a function that prints it: inside a bound function
  /// libedit's idea of the line and the cursor is current, so a line that wraps over
  /// several rows is cleared whole.
  static let outputKey: CInt = 0x1E
  /// How long, in milliseconds, an Esc waits for the rest of a key sequence before it is
  /// taken as Esc pressed alone, and dropped.
  static let escapeSequenceTimeout: CInt = 50

  struct SharedState {
    var isInReadline = false
    var pendingOutput: [String] = []
    var pendingPrompt: String?
    var completer: (@Sendable (String) -> [String])?
    var lastHistoryEntry: String?
    var isClosed = false
  }

  /// Touched only by the thread calling `readLine` and the libedit callbacks it runs.
  struct ReadlineThreadState {
    var decoder = UTF8InputDecoder()
    var wasInterrupted = false
    /// The prompt libedit shows now.
    var displayedPrompt = ""
    /// Whether `outputKey` is bound (this libedit has `rl_add_defun`); set before the
    /// first `readline`.
    var isOutputKeyBound = false
    /// Whether `outputKey` was handed to libedit and its function has not run yet.
    var isOutputKeyOutstanding = false
    /// Whether libedit is in an incremental search (Ctrl-R), reading keys for its pattern.
    var isSearching = false
    /// Whether the terminal changed size and the line must be drawn again.
    var needsRedraw = false
    /// The terminal's width when the line on screen was laid out, if known.
    var drawnWidth: Int?
    /// Cursor position questions whose answers did not come in time, to drop when they do.
    var lateCursorReports = 0
  }

  let symbols: LibeditSymbols
  private let historyPath: String?
  let wakeReadFD: CInt
  private let wakeWriteFD: CInt
  private let previousInterruptAction: Atomic<sigaction?>
  private let previousResizeAction: Atomic<sigaction?>
  let shared = Atomic(SharedState())
  nonisolated(unsafe) var readlineThread = ReadlineThreadState()

  /// glibc's `pipe2`, looked up at run time because Swift's Glibc module does not declare
  /// GNU extensions.
  private static let pipe2 = dlsym(dlopen(nil, RTLD_NOW), "pipe2").map {
    unsafeBitCast($0, to: (@convention(c) (UnsafeMutablePointer<CInt>?, CInt) -> CInt).self)
  }

  /// Whether libedit can be loaded on this machine (regardless of the terminal).
  public static var isLibraryAvailable: Bool {
    LibeditSymbols.load() != nil
  }

  /// Opens libedit for the terminal on standard input, reading history from `historyFile`
  /// when given (each line added is appended to it). Returns nil when standard input is not a
  /// terminal, libedit cannot be loaded, or another libedit reader is open: fall back to
  /// `PlainLineReader` then.
  public static func make(historyFile: String?) -> LibeditLineReader? {
    guard isatty(STDIN_FILENO) == 1, activeLibeditReader == nil,
      let symbols = LibeditSymbols.load()
    else { return nil }
    var pipeFDs: [CInt] = [-1, -1]
    // Close-on-exec from birth, so no program started meanwhile keeps the pipe.
    guard let pipe2 = Self.pipe2, pipe2(&pipeFDs, O_CLOEXEC | O_NONBLOCK) == 0 else { return nil }

    useUTF8Locale()
    let reader = LibeditLineReader(
      symbols: symbols, historyPath: historyFile,
      wakeReadFD: pipeFDs[0], wakeWriteFD: pipeFDs[1])
    activeLibeditReader = reader
    // Both hooks must be in place before libedit initializes: it only installs its
    // getc wrapper when rl_getc_function is set at initialization.
    symbols.getcFunction.pointee = libeditGetCharacter
    symbols.attemptedCompletionFunction.pointee = libeditAttemptedCompletion
    _ = symbols.initialize()
    symbols.stifleHistory?(historyLimit)
    if let addDefun = symbols.addDefun {
      reader.readlineThread.isOutputKeyBound =
        addDefun("mvvm-show-output", libeditShowPendingOutput, outputKey) == 0
    }
    if let historyFile {
      let entries = HistoryFile(path: historyFile).entries(limit: Int(historyLimit))
      for entry in entries { _ = symbols.addHistory(entry) }
      reader.shared.modify { $0.lastHistoryEntry = entries.last }
    }
    reader.previousInterruptAction.modify { $0 = InterruptSignal.install(wakeFD: pipeFDs[1]) }
    reader.previousResizeAction.modify { $0 = ResizeSignal.install(wakeFD: pipeFDs[1]) }
    return reader
  }

  private init(symbols: LibeditSymbols, historyPath: String?, wakeReadFD: CInt, wakeWriteFD: CInt) {
    self.symbols = symbols
    self.historyPath = historyPath
    self.wakeReadFD = wakeReadFD
    self.wakeWriteFD = wakeWriteFD
    self.previousInterruptAction = Atomic(nil)
    self.previousResizeAction = Atomic(nil)
  }

  /// libedit silently drops non-ASCII input in the "C" locale, which is what a process
  /// starts in, so adopt the user's locale, and C.UTF-8 if theirs is not UTF-8. Only the
  /// character type category changes: number formatting stays as it was.
  private static func useUTF8Locale() {
    func isUTF8(_ name: UnsafeMutablePointer<CChar>?) -> Bool {
      guard let name else { return false }
      let lowered = String(cString: name).lowercased()
      return lowered.contains("utf-8") || lowered.contains("utf8")
    }
    if !isUTF8(setlocale(LC_CTYPE, "")) {
      _ = setlocale(LC_CTYPE, "C.UTF-8")
    }
  }

  /// Completes with the returned words; stored under a lock, so it may be set from any thread.
  public var completer: (@Sendable (_ lineBeforeCursor: String) -> [String])? {
    get { shared.modify { $0.completer } }
    set { shared.modify { $0.completer = newValue } }
  }

  /// Edits one line on the terminal. Ctrl-C gives `.interrupted`, Ctrl-D on an empty line
  /// (or a closed terminal) `.endOfInput`; both leave the cursor at the start of a new line.
  public func readLine(prompt: String) -> LineReadResult {
    if shared.modify({ $0.isClosed }) { return .endOfInput }
    _ = InterruptSignal.takePending()
    _ = ResizeSignal.takePending()  // libedit reads the terminal's size as a line starts
    readlineThread.wasInterrupted = false
    shared.modify { state in
      state.isInReadline = true
      state.pendingPrompt = nil
    }
    readlineThread.displayedPrompt = prompt
    readlineThread.isOutputKeyOutstanding = false
    readlineThread.isSearching = false
    readlineThread.needsRedraw = false
    readlineThread.drawnWidth = Self.terminalWidth()  // libedit reads it as the line starts

    let raw = prompt.withCString { symbols.readline($0) }

    shared.modify { state in
      state.isInReadline = false
      // Text queued after the last key was read: print it now, still under the lock so
      // a concurrent printAsync cannot write in between.
      if !state.pendingOutput.isEmpty {
        TerminalOutput.write(state.pendingOutput.map(\.asOutputLine).joined())
        state.pendingOutput.removeAll()
      }
    }
    drainWakePipe()

    if let raw {
      defer { free(raw) }
      return .line(String(cString: raw))
    }
    TerminalOutput.write("\n")
    return readlineThread.wasInterrupted ? .interrupted : .endOfInput
  }

  /// Adds the line to libedit's history and at once to the end of the history file, so
  /// that it is kept however the shell ends; skips empty lines and a repeat of the last
  /// entry. Call it from the thread that calls `readLine`.
  public func addHistory(_ line: String) {
    let isNew = shared.modify { state in
      guard !line.allSatisfy(\.isWhitespace), state.lastHistoryEntry != line else { return false }
      state.lastHistoryEntry = line
      return true
    }
    guard isNew else { return }
    _ = symbols.addHistory(line)
    if let historyPath {
      HistoryFile(path: historyPath).append(line)
    }
  }

  /// Prints the text now when no line is being edited; otherwise queues it for the thread in
  /// `readline`, which prints it above the prompt and redraws the line being typed.
  public func printAsync(_ text: String) {
    shared.modify { state in
      if state.isInReadline {
        state.pendingOutput.append(text)
        var byte: UInt8 = 1
        _ = write(wakeWriteFD, &byte, 1)  // a full pipe already holds a wake-up
      } else {
        TerminalOutput.write(text.asOutputLine)
      }
    }
  }

  /// Queues `prompt` for the thread in `readline`, which redraws the line with it; ignored
  /// when no line is being edited (the next `readLine` is given the right prompt).
  public func updatePrompt(_ prompt: String) {
    guard symbols.setPrompt != nil else { return }
    shared.modify { state in
      guard state.isInReadline else { return }
      state.pendingPrompt = prompt
      var byte: UInt8 = 1
      _ = write(wakeWriteFD, &byte, 1)
    }
  }

  /// Whether Ctrl-C was pressed since the last `readLine` started or the last call, for
  /// cancelling a running command. Clears the record.
  public func takeInterrupt() -> Bool {
    InterruptSignal.takePending()
  }

  /// Trims the history file to its last `historyLimit` entries (each was saved as it was
  /// added), restores the previous Ctrl-C handling and releases libedit for another reader.
  public func close() {
    let wasClosed = shared.modify { state in
      defer { state.isClosed = true }
      return state.isClosed
    }
    guard !wasClosed else { return }
    if let historyPath {
      HistoryFile(path: historyPath).trim(toLast: Int(Self.historyLimit))
    }
    previousInterruptAction.modify { action in
      if let previous = action { InterruptSignal.restore(previous) }
      action = nil
    }
    previousResizeAction.modify { action in
      if let previous = action { ResizeSignal.restore(previous) }
      action = nil
    }
    if activeLibeditReader === self {
      activeLibeditReader = nil
    }
    Glibc.close(wakeReadFD)
    Glibc.close(wakeWriteFD)
  }

  // MARK: - Called from libedit's callbacks, on the thread inside readline

  /// The completer's words for the word under the cursor. Sets `rl_attempted_completion_over`
  /// every time: libedit resets it after each completion, and without it an empty result
  /// falls back to completing file names.
  func completionCandidates(for word: String) -> [String] {
    symbols.attemptedCompletionOver.pointee = 1
    guard let completer = shared.modify({ $0.completer }) else { return [] }
    return completer(lineBeforeCursor(word: word)).filter { $0.hasPrefix(word) }
  }

  /// Prints the listing a Tab right after a Tab asks for, when it would leave the word as
  /// it is, and redraws the prompt and line under it; returns whether it did. libedit's
  /// own listing pads by bytes, so an entry with `…` pulled the next column two columns
  /// left; this one is measured in terminal columns (`CompletionListLayout`).
  func listsCompletions(_ candidates: [String], for word: String) -> Bool {
    guard candidates.count > 1, symbols.completionType?.pointee == CInt(UInt8(ascii: "?")),
      Self.commonPrefix(of: candidates) == Array(word.utf8)
    else { return false }
    let width = Self.terminalWidth() ?? libeditWidth() ?? 80
    let lines = CompletionListLayout.lines(for: candidates, width: width)
    TerminalOutput.write("\n" + lines.map { $0 + "\n" }.joined())
    _ = symbols.forcedUpdateDisplay()
    return true
  }

  /// The bytes every candidate starts with, as libedit works out what a Tab can insert.
  private static func commonPrefix(of candidates: [String]) -> [UInt8] {
    var prefix = Array(candidates[0].utf8)
    for candidate in candidates.dropFirst() {
      let bytes = Array(candidate.utf8)
      let shared = zip(prefix, bytes).prefix { $0 == $1 }.count
      prefix.removeLast(prefix.count - shared)
    }
    return prefix
  }

  /// The edited line up to the cursor, from `rl_line_buffer` and `rl_point` (a byte offset);
  /// just the word being completed if libedit does not provide them.
  private func lineBeforeCursor(word: String) -> String {
    guard let line = editedLineBeforeCursor() else { return word }
    return line.hasSuffix(word) ? line : word
  }

  /// The edited line up to the cursor, from `rl_line_buffer` and `rl_point` (a byte
  /// offset); nil if libedit does not provide them.
  func editedLineBeforeCursor() -> String? {
    guard let buffer = symbols.lineBuffer.pointee else { return nil }
    let bytes = UnsafeBufferPointer(start: buffer, count: strlen(buffer))
      .prefix(max(0, Int(symbols.point.pointee)))
    return String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
