import Glibc

// libedit calls these C functions back with no context pointer, on the thread that is inside
// `readline`, so what they need lives in globals. They are `nonisolated(unsafe)` because only
// that one thread touches them: `activeLibeditReader` is set before the first `readline` and
// cleared by `close()` after the last, and the completion list is written and read within a
// single Tab press.

/// The reader whose `readline` is running (libedit keeps one global editor per process).
nonisolated(unsafe) var activeLibeditReader: LibeditLineReader?

/// Candidates for the Tab press being handled, handed out one by one by the generator.
nonisolated(unsafe) private var completionCandidates: [String] = []
nonisolated(unsafe) private var nextCompletionIndex = 0

/// `rl_getc_function`: waits for a key or for async output, returns one Unicode scalar, or -1
/// (end of input) on Ctrl-C, end of file or error.
func libeditGetCharacter(_ stream: UnsafeMutablePointer<FILE>?) -> CInt {
  guard let reader = activeLibeditReader else {
    var byte: UInt8 = 0
    return read(STDIN_FILENO, &byte, 1) == 1 ? CInt(byte) : -1
  }
  return reader.nextInputCharacter()
}

/// `rl_attempted_completion_function`: asks the reader's completer, then lets libedit build
/// its match list through `rl_completion_matches` and `libeditCompletionGenerator`, except
/// for a listing, which the reader prints itself (libedit pads its columns by bytes).
func libeditAttemptedCompletion(
  _ text: UnsafePointer<CChar>?, _ start: CInt, _ end: CInt
) -> LibeditSymbols.MatchList? {
  guard let reader = activeLibeditReader else { return nil }
  let word = text.map { String(cString: $0) } ?? ""
  completionCandidates = reader.completionCandidates(for: word)
  nextCompletionIndex = 0
  guard !completionCandidates.isEmpty else { return nil }
  if reader.listsCompletions(completionCandidates, for: word) { return nil }
  // A completed `key=` is followed by its value, not a space.
  let endsWithEquals = completionCandidates.count == 1 && completionCandidates[0].hasSuffix("=")
  reader.symbols.completionAppendCharacter?.pointee = endsWithEquals ? 0 : 32
  return word.withCString { reader.symbols.completionMatches($0, libeditCompletionGenerator) }
}

/// The generator `rl_completion_matches` calls with state 0, 1, 2, ... until it returns NULL;
/// each returned string is `malloc`ed because libedit frees it.
func libeditCompletionGenerator(_ text: UnsafePointer<CChar>?, _ state: CInt)
  -> UnsafeMutablePointer<CChar>?
{
  if state == 0 {
    nextCompletionIndex = 0
  }
  guard nextCompletionIndex < completionCandidates.count else { return nil }
  defer { nextCompletionIndex += 1 }
  return strdup(completionCandidates[nextCompletionIndex])
}

/// Bound by `rl_add_defun` to `LibeditLineReader.outputKey`: libedit calls it when
/// `libeditGetCharacter` hands it that key, with `rl_point` and `rl_line_buffer` just
/// brought up to date, so the reader knows where the cursor is as it prints.
func libeditShowPendingOutput(_ count: CInt, _ key: CInt) -> CInt {
  activeLibeditReader?.showPendingOutput(knowsCursor: true)
  return 0
}
