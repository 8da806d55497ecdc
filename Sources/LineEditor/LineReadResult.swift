/// What one call to `LineReader.readLine(prompt:)` produced.
public enum LineReadResult: Equatable, Sendable {
  /// The user pressed Enter; the text is the line without its newline.
  case line(String)
  /// The user pressed Ctrl-C: the line being typed is cancelled, the session goes on.
  case interrupted
  /// The user pressed Ctrl-D on an empty line, or input reached end of file.
  case endOfInput
}
