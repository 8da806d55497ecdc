import TerminalText

/// How a screen shows a view-model's error message: `! message`, or nothing when there
/// is none. The message's control characters, newlines included, are shown escaped.
public enum ErrorLine {
  /// The line for `message`; empty when `message` is nil, so a label bound to it hides.
  public static func text(_ message: String?) -> String {
    message.map { "! " + ControlCharacters.escaped($0) } ?? ""
  }
}
