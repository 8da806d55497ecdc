import Foundation
import Model

/// A point of a session's past that time travel can stand at, as typed after `goto` or
/// `diff`: a line (`5`: right after it), an event (`#31`: right after the clock's work
/// that logged it), a time (`+2.5s`: the clock at that offset), or `present`.
public enum Moment: Equatable, Sendable {
  /// Right after line `number` (and what it did at once).
  case line(Int)
  /// Right after the event numbered `sequence` was logged.
  case event(Int)
  /// The session's clock at `seconds` from its start.
  case time(TimeInterval)
  /// `count` lines back: right after the line that many lines changing the session
  /// before its last (`-1` undoes the last line); `resolved(in:)` names that line.
  case linesBack(Int)
  /// The latest line of the branch being followed.
  case present

  /// What `help` says a moment is.
  static let summary =
    "a line (5), lines back (-2), an event (#31), a time (+2.5s) or present"

  /// The moment `word` names; throws naming the problem.
  public init(parsing word: String) throws {
    if word == "present" {
      self = .present
    } else if word.hasPrefix("#") {
      guard let sequence = Int(word.dropFirst()), sequence > 0 else {
        throw ShellError("\(word) is not an event: events are #1, #2, … as log lists them")
      }
      self = .event(sequence)
    } else if word.hasPrefix("-") {
      guard let count = Int(word.dropFirst()), count > 0 else {
        throw ShellError(
          "\(word) is not a number of lines back: write -1 for right before the last line, -2 for the one before"
        )
      }
      self = .linesBack(count)
    } else if word.hasPrefix("+") {
      guard let span = try? TimeSpan(parsing: String(word.dropFirst())) else {
        throw ShellError(
          "\(word) is not a time: write the time since the session started, like +2.5s or +300ms")
      }
      self = .time(span.seconds)
    } else if let number = Int(word), number > 0 {
      self = .line(number)
    } else {
      let hint =
        "present".hasPrefix(word)
        ? "; did you mean 'present'?" : DidYouMean.hint(for: word, in: ["present"])
      throw ShellError("\(word) is not a moment\(hint) (give \(Self.summary))")
    }
  }

  /// The `count` words of `text` (a command's line after its name), or an error giving
  /// `synopsis` when there are more or fewer.
  static func words(in text: String, count: Int, synopsis: String) throws -> [String] {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    guard words.count == count else {
      let problem = words.count < count ? "missing" : "too many words:"
      throw ShellError(
        "\(problem) \(words.count < count ? "MOMENT" : words.dropFirst(count).joined(separator: " "))"
          + "; usage: \(synopsis)")
    }
    return words
  }

  /// The moment as the prompt and messages name it: `5`, `#31`, `+2.500s`, `present`.
  public var label: String {
    switch self {
    case .line(let number): return "\(number)"
    case .event(let sequence): return "#\(sequence)"
    case .time(let seconds): return LineRecord.timeText(ofSeconds: seconds)
    case .linesBack(let count): return "-\(count)"
    case .present: return "present"
    }
  }

  /// The moment with lines back named as the line they stand after, counting in
  /// `records` the lines that may change the session (not those that only read it, like
  /// `get` and `show`, nor those about the shell, like `history` and `goto`, nor failed
  /// ones); throws when there are not that many.
  func resolved(in records: [LineRecord]) throws -> Moment {
    guard case .linesBack(let count) = self else { return self }
    let replayed = records.filter {
      $0.isReplayed && !TimeTravel.readingCommands.contains(Tokenizer.firstWord(of: $0.line))
    }
    guard count < replayed.count else {
      throw ShellError(
        "-\(count) goes back further than the \(replayed.count)"
          + " \(replayed.count == 1 ? "line" : "lines") that changed the session (history lists them)"
      )
    }
    return .line(replayed[replayed.count - 1 - count].number)
  }
}
