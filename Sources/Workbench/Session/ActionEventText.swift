import Inspection

/// How the shell prints a command event: `value "sunset"`, `completed`, `failed: boom`.
enum ActionEventText {
  /// The event in a few words.
  static func describe(_ event: ActionEvent) -> String {
    switch event {
    case .value(let value) where value is Void: return "sent a value"
    case .value(let value): return "value \(ValueFormatter.describe(value))"
    case .failed(let message): return "failed: \(message)"
    case .completed: return "completed"
    case .interrupted: return "interrupted"
    }
  }
}
