/// Cuts a sandbox line into tokens: names, `$0`, numbers, durations (`500ms`), quoted
/// text with `\(…)` interpolations, and Swift's operators.
struct Lexer {
  /// The symbols, longest first so that `<=` is not read as `<` then `=`.
  static let symbols = [
    "<~", "==", "!=", "<=", ">=", "&&", "||", "??", "+", "-", "*", "/", "%", "<", ">", "!", "?",
    ":", ".", ",", "(", ")", "{", "}", "[", "]", "=",
  ]

  private let characters: [Character]
  private var position: Int

  /// A lexer of `line`.
  init(_ line: String) {
    characters = Array(line)
    position = 0
  }

  /// The tokens of `line`, ending with `.end`.
  static func tokens(of line: String) throws(SandboxError) -> [Token] {
    var lexer = Lexer(line)
    return try lexer.tokens(until: nil)
  }

  /// Tokens up to the end of the line, or (inside an interpolation) up to the `)` that
  /// closes the one at `opening`, which is consumed and becomes the `.end` token.
  private mutating func tokens(until opening: Int?) throws(SandboxError) -> [Token] {
    var tokens: [Token] = []
    var depth = 0
    while true {
      skipSpaces()
      guard position < characters.count else {
        if let opening {
          throw SandboxError(
            "this interpolation has no closing ')'", at: opening..<characters.count)
        }
        tokens.append(Token(kind: .end, range: position..<position))
        return tokens
      }
      if opening != nil, characters[position] == ")", depth == 0 {
        tokens.append(Token(kind: .end, range: position..<position + 1))
        position += 1
        return tokens
      }
      let token = try next(after: tokens.last)
      if token.isSymbol("(") { depth += 1 }
      if token.isSymbol(")") { depth -= 1 }
      tokens.append(token)
    }
  }

  private mutating func skipSpaces() {
    while position < characters.count, characters[position].isWhitespace { position += 1 }
  }

  private mutating func next(after previous: Token?) throws(SandboxError) -> Token {
    let start = position
    let character = characters[position]
    if character.isLetter || character == "_" {
      let name = take { $0.isLetter || $0.isNumber || $0 == "_" }
      return Token(kind: .identifier(name), range: start..<position)
    }
    if character == "$" {
      position += 1
      let digits = take { $0.isASCII && $0.isNumber }
      guard let index = Int(digits), digits.count <= 2 else {
        throw SandboxError(
          "a closure's values are $0, $1 …: '$' needs a number after it",
          at: start..<max(position, start + 1))
      }
      return Token(kind: .dollar(index), range: start..<position)
    }
    if character.isASCII, character.isNumber {
      return number(after: previous)
    }
    if character == "\"" {
      return try text()
    }
    for symbol in Self.symbols where matches(symbol) {
      position += symbol.count
      return Token(kind: .symbol(symbol), range: start..<position)
    }
    throw SandboxError("unexpected character '\(character)'", at: start..<start + 1)
  }

  /// A number, or a duration when letters follow it at once. After a `.` it is a whole
  /// number alone, so that `$0.0.1` reads as two tuple members.
  private mutating func number(after previous: Token?) -> Token {
    let start = position
    var text = take { $0.isASCII && $0.isNumber }
    let afterDot = previous?.isSymbol(".") == true && previous?.range.upperBound == start
    var isDecimal = false
    if !afterDot, position + 1 < characters.count, characters[position] == ".",
      characters[position + 1].isASCII, characters[position + 1].isNumber
    {
      position += 1
      text += "." + take { $0.isASCII && $0.isNumber }
      isDecimal = true
    }
    if !afterDot, position < characters.count, characters[position].isLetter {
      text += take { $0.isLetter || $0.isNumber }
      return Token(kind: .duration(text), range: start..<position)
    }
    return Token(kind: isDecimal ? .decimal(text) : .integer(text), range: start..<position)
  }

  /// Quoted text: the escapes `\n \t \r \0 \\ \" \'`, `\u{…}`, and interpolations.
  private mutating func text() throws(SandboxError) -> Token {
    let start = position
    position += 1
    var segments: [Token.TextSegment] = []
    var current = ""
    while true {
      guard position < characters.count else {
        throw SandboxError("this text has no closing '\"'", at: start..<characters.count)
      }
      let character = characters[position]
      position += 1
      if character == "\"" { break }
      guard character == "\\" else {
        current.append(character)
        continue
      }
      guard position < characters.count else {
        throw SandboxError("this text has no closing '\"'", at: start..<characters.count)
      }
      let escape = characters[position]
      position += 1
      switch escape {
      case "n": current.append("\n")
      case "t": current.append("\t")
      case "r": current.append("\r")
      case "0": current.append("\0")
      case "\\", "\"", "'": current.append(escape)
      case "u": current.append(try unicodeEscape(startingAt: position - 2))
      case "(":
        if !current.isEmpty { segments.append(.characters(current)) }
        current = ""
        segments.append(.interpolation(try tokens(until: position - 2)))
      default:
        throw SandboxError(
          "unknown escape '\\\(escape)' (write \\n, \\t, \\\\, \\\" or \\(value))",
          at: position - 2..<position)
      }
    }
    if !current.isEmpty || segments.isEmpty { segments.append(.characters(current)) }
    return Token(kind: .text(segments), range: start..<position)
  }

  /// The character of `\u{1F600}`, whose backslash is at `start`.
  private mutating func unicodeEscape(startingAt start: Int) throws(SandboxError) -> Character {
    guard position < characters.count, characters[position] == "{" else {
      throw SandboxError("write a Unicode escape as \\u{1F600}", at: start..<position)
    }
    position += 1
    let digits = take { $0.isHexDigit }
    guard position < characters.count, characters[position] == "}", digits.count <= 8,
      let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value)
    else {
      throw SandboxError("write a Unicode escape as \\u{1F600}", at: start..<position)
    }
    position += 1
    return Character(scalar)
  }

  private func matches(_ symbol: String) -> Bool {
    let end = position + symbol.count
    return end <= characters.count && String(characters[position..<end]) == symbol
  }

  private mutating func take(while isIncluded: (Character) -> Bool) -> String {
    let start = position
    while position < characters.count, isIncluded(characters[position]) { position += 1 }
    return String(characters[start..<position])
  }
}
