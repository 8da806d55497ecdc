import Inspection
import TerminalText

/// How the shell prints a command event: `value "sunset"`, `completed`, `failed: boom`.
/// A value is shortened so that the description takes about `columns` columns; a
/// failure's message is escaped and kept whole.
enum ActionEventText {
  /// The event in a few words.
  static func describe(_ event: ActionEvent, within columns: Int) -> String {
    switch event {
    case .value(let value) where value is Void: return "sent a value"
    case .value(let value):
      return "value \(ValueFormatter.describe(value, shortenedTo: max(12, columns - 6)))"
    case .failed(let message): return "failed: \(ControlCharacters.escaped(message))"
    case .completed: return "completed"
    case .interrupted: return "interrupted"
    }
  }
}
