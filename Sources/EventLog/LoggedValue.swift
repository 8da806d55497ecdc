import Inspection

/// A value as an event keeps it: a plain value (a whole number, a flag, a number, a
/// string) kept as it is and described only when something reads the event (`log`,
/// `why`, `trace`, `watch`, `timeline`), or the text of any other value, described when
/// the event was recorded. Only values that cannot change after the event are kept: a
/// reference type's (or a structure holding one's) description may change, and the
/// reader must see the value as it was. Most events a long list records (every row's
/// tick) carry whole numbers, which the recorder then never describes.
enum LoggedValue: Sendable {
  /// A value described when it was recorded.
  case text(String)
  /// A whole number.
  case int(Int)
  /// A floating-point number.
  case double(Double)
  /// A flag.
  case bool(Bool)
  /// A string (described quoted and escaped).
  case string(String)

  /// `value` kept: as it is for the plain types above (told by its dynamic type, with no
  /// failed cast), else described now.
  init(_ value: Any) {
    let type = type(of: value)
    if type == Int.self, let number = value as? Int {
      self = .int(number)
    } else if type == String.self, let text = value as? String {
      self = .string(text)
    } else if type == Bool.self, let flag = value as? Bool {
      self = .bool(flag)
    } else if type == Double.self, let number = value as? Double {
      self = .double(number)
    } else {
      self = .text(ValueFormatter.describe(value))
    }
  }

  /// Whether the value is kept as it is (a plain value), not described.
  var isKeptAsIs: Bool {
    if case .text = self { return false }
    return true
  }

  /// The value as the shell prints it (`ValueFormatter.describe`).
  var text: String {
    switch self {
    case .text(let text): text
    case .int(let number): String(number)
    case .double(let number): ValueFormatter.describe(number)
    case .bool(let flag): String(flag)
    case .string(let text): ValueFormatter.quoted(text)
    }
  }

  /// Whether this and `other` are two plain values of one type that are not equal, so a
  /// property sent `other` after this changed (`SameValue.isSame` compares such values
  /// with `==`), told without describing either. False when that cannot be told so.
  func isUnequal(to other: LoggedValue) -> Bool {
    switch (self, other) {
    case (.int(let a), .int(let b)): a != b
    case (.bool(let a), .bool(let b)): a != b
    case (.string(let a), .string(let b)): a != b
    case (.double(let a), .double(let b)): a != b
    default: false
    }
  }

  /// Whether this prints as `other` does.
  func printsLike(_ other: LoggedValue) -> Bool {
    switch (self, other) {
    case (.int(let a), .int(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    default: text == other.text
    }
  }
}
