/// One word or symbol of a sandbox line, with the characters it covers.
struct Token: Equatable {
  /// What the token is.
  enum Kind: Equatable {
    /// A name: `name`, `map`, `let`, `true`.
    case identifier(String)
    /// A closure's value: `$0` is `dollar(0)`.
    case dollar(Int)
    /// A whole number, as written.
    case integer(String)
    /// A number with a fraction, as written.
    case decimal(String)
    /// A number with a unit right after it: `500ms`, `1.5s`.
    case duration(String)
    /// Text in quotes, with its interpolations.
    case text([TextSegment])
    /// An operator or punctuation: `<~`, `==`, `{`, `.`.
    case symbol(String)
    /// The end of the line.
    case end
  }

  /// A piece of quoted text: characters, or an interpolation `\(…)` with its tokens.
  enum TextSegment: Equatable {
    /// Characters, escapes already resolved.
    case characters(String)
    /// The tokens inside `\(` and `)`, ending with `.end` at the closing parenthesis.
    case interpolation([Token])
  }

  /// What it is.
  let kind: Kind
  /// The characters it covers (character offsets in the line).
  let range: Range<Int>

  /// Whether it is the symbol `symbol`.
  func isSymbol(_ symbol: String) -> Bool {
    kind == .symbol(symbol)
  }

  /// Whether it is the name `name`.
  func isIdentifier(_ name: String) -> Bool {
    kind == .identifier(name)
  }

  /// The token as the learner wrote it, for messages ("unexpected ')'").
  var spelling: String {
    switch kind {
    case .identifier(let name): return name
    case .dollar(let index): return "$\(index)"
    case .integer(let text), .decimal(let text), .duration(let text): return text
    case .text: return "text"
    case .symbol(let symbol): return symbol
    case .end: return "the end of the line"
    }
  }
}
