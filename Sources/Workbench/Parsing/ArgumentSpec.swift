/// The declaration of one positional argument of a shell command: its placeholder, kind,
/// how many words it takes and what `help` says about it.
public struct ArgumentSpec: Sendable {
  /// How many words an argument takes.
  public enum Arity: Sendable {
    /// Exactly one word.
    case one
    /// One word or none. An optional choice or operator is skipped when the word is not
    /// one of its words and a later argument can take it.
    case optional
    /// One word or more, each read alone (`watch PATH...`).
    case oneOrMore
    /// Any number of words, each read alone (`[key=value ...]`).
    case zeroOrMore
    /// The rest of the line as one VALUE (`set PATH VALUE`): bare words join with spaces.
    case text
    /// The rest of the line as one VALUE, or nothing.
    case optionalText
  }

  /// The placeholder `help` shows: `PATH`, `VALUE`, `on|off`.
  public let placeholder: String
  /// What the words are.
  public let kind: ArgumentKind
  /// How many words it takes.
  public let arity: Arity
  /// Words taken as they are in place of the kind (`..` for `cd`, `all` for `unwatch`).
  public let words: [String]
  /// The noun in "unknown NOUN 'x'" when a choice does not match (`clock`).
  public let noun: String
  /// What `help COMMAND` says about it.
  public let summary: String
  /// Whether Tab offers one of `words` in a session, so that a word is offered only
  /// where it works (`cd ..` only inside a screen's child).
  public let offersWord: @Sendable (_ word: String, _ session: Session) -> Bool

  /// An argument; `summary` defaults to the kind's own, `placeholder` to a choice's words.
  public init(
    _ placeholder: String? = nil, _ kind: ArgumentKind, _ arity: Arity = .one,
    words: [String] = [], noun: String? = nil, summary: String? = nil,
    offering offersWord: @escaping @Sendable (_ word: String, _ session: Session) -> Bool = {
      _, _ in true
    }
  ) {
    let choices: String? =
      if case .choice(let words) = kind { words.joined(separator: "|") } else { nil }
    let name = placeholder ?? choices ?? "ARGUMENT"
    self.placeholder = name
    self.kind = kind
    self.arity = arity
    self.words = words
    self.noun = noun ?? name.lowercased()
    self.summary = summary ?? kind.summary
    self.offersWord = offersWord
  }

  /// An argument without a placeholder of its own: a choice shows its words (`on|off`).
  public init(
    _ kind: ArgumentKind, _ arity: Arity = .one, noun: String? = nil, summary: String? = nil
  ) {
    self.init(nil, kind, arity, noun: noun, summary: summary)
  }

  /// The placeholder with its extra words: `PATH|all`.
  var shown: String { ([placeholder] + words).joined(separator: "|") }

  /// The argument as the synopsis writes it: `PATH`, `[VALUE]`, `PATH...`, `[key=value ...]`.
  var synopsis: String {
    switch arity {
    case .one, .text: return shown
    case .optional, .optionalText: return "[\(shown)]"
    case .oneOrMore: return "\(shown)..."
    case .zeroOrMore: return "[\(shown) ...]"
    }
  }

  /// Whether the argument must be given.
  var isRequired: Bool {
    switch arity {
    case .one, .oneOrMore, .text: return true
    case .optional, .optionalText, .zeroOrMore: return false
    }
  }

  /// Whether it takes every word that is left.
  var takesTheRest: Bool {
    switch arity {
    case .one, .optional: return false
    case .oneOrMore, .zeroOrMore, .text, .optionalText: return true
    }
  }

  /// Whether `token` may be this argument: one of its words, or admitted by its kind.
  func admits(_ token: Token) -> Bool {
    (!token.isQuoted && words.contains(token.text)) || kind.admits(token)
  }
}
