import Inspection

/// Splits a command line into words: whitespace separates them, double quotes group text
/// (with `\"` and `\\` escapes), and `#` outside quotes starts a comment.
public enum Tokenizer {
  /// The words of `line`. Throws `ParseError` for an unterminated quote.
  public static func tokens(of line: String) throws -> [Token] {
    var tokens: [Token] = []
    var current = ""
    var inWord = false
    var quoted = false
    var inQuotes = false
    var characters = line.makeIterator()

    func finishWord() {
      if inWord { tokens.append(Token(current, isQuoted: quoted)) }
      current = ""
      inWord = false
      quoted = false
    }

    while let character = characters.next() {
      if inQuotes {
        switch character {
        case "\"": inQuotes = false
        case "\\":
          guard let escaped = characters.next() else { continue }
          current.append(escaped == "n" ? "\n" : escaped)
        default: current.append(character)
        }
      } else if character == "\"" {
        inQuotes = true
        inWord = true
        quoted = true
      } else if character.isWhitespace {
        finishWord()
      } else if character == "#" && !inWord {
        break
      } else {
        current.append(character)
        inWord = true
      }
    }
    guard !inQuotes else {
      throw ParseError("unterminated quote: add a closing \" (write \\\" for a quote inside text)")
    }
    finishWord()
    return tokens
  }

  /// The line's first word as written (quotes are not read): the name of its command,
  /// `#…` for a comment, empty when the line is blank.
  public static func firstWord(of line: String) -> String {
    String(line.drop { $0.isWhitespace }.prefix { !$0.isWhitespace })
  }

  /// The rest of `line` after its first word and the blanks after that, exactly as
  /// written: the text of a command that takes its line raw (`say`, `step`, `type`).
  public static func rest(afterFirstWordOf line: String) -> String {
    let afterName = line.drop { $0.isWhitespace }.drop { !$0.isWhitespace }
    return String(afterName.drop { $0.isWhitespace })
  }
}
