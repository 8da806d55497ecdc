import Inspection
import Model

/// A shell command's arguments, declared once: the synopsis `help` shows, the parsing of
/// a typed line and Tab completion all derive from it (the way swift-argument-parser
/// derives them from `@Argument` and `@Option`).
public struct CommandSignature: Sendable {
  /// The positional arguments, in order.
  public let arguments: [ArgumentSpec]
  /// The options, given anywhere among the arguments.
  public let flags: [FlagSpec]

  /// A signature of `arguments` and `flags`.
  public init(_ arguments: [ArgumentSpec] = [], flags: [FlagSpec] = []) {
    self.arguments = arguments
    self.flags = flags
  }

  /// The longest synopsis that names every option; a longer one says `[OPTIONS]`, and
  /// `help COMMAND` lists them, so the command list keeps one line per command.
  static let longestSynopsis = 48

  /// The command `name` with its arguments: `wait [COMMAND] [--timeout DURATION]`, or
  /// `timeline PATH... [OPTIONS]` when naming every option would be too long.
  public func synopsis(name: String) -> String {
    let full = ([name] + arguments.map(\.synopsis) + flags.map(\.synopsis)).joined(separator: " ")
    guard full.count > Self.longestSynopsis else { return full }
    return ([name] + arguments.map(\.synopsis) + ["[OPTIONS]"]).joined(separator: " ")
  }

  /// Reads `tokens` (the words after the command's name). Throws `ParseError` saying what
  /// was wrong, followed by `synopsis`.
  public func parse(_ tokens: [Token], synopsis: String) throws -> ParsedArguments {
    func usage(_ problem: String) -> ParseError { ParseError("\(problem); usage: \(synopsis)") }
    var parsed = ParsedArguments(
      declared: Set(arguments.map(\.placeholder) + flags.map(\.name)))
    var positional: [Token] = []
    var rest = tokens[...]
    while let token = rest.popFirst() {
      guard !flags.isEmpty, !token.isQuoted, token.text.hasPrefix("--") else {
        positional.append(token)
        continue
      }
      let parts = token.text.split(separator: "=", maxSplits: 1).map(String.init)
      guard let flag = flags.first(where: { $0.name == parts[0] }) else {
        throw usage(
          "unknown option \(parts[0])\(DidYouMean.hint(for: parts[0], in: flags.map(\.name)))")
      }
      guard let kind = flag.value else {
        guard parts.count == 1 else { throw usage("\(flag.name) takes no value") }
        parsed.append(.present, for: flag.name)
        continue
      }
      guard let text = parts.count == 2 ? Token(parts[1]) : rest.popFirst() else {
        throw usage("\(flag.name) needs \(flag.placeholder)")
      }
      parsed.append(
        try read(text, as: kind, for: ArgumentSpec(flag.placeholder, kind), synopsis),
        for: flag.name)
    }
    var words = positional[...]
    for (position, spec) in arguments.enumerated() {
      let isLast = position == arguments.count - 1
      switch spec.arity {
      case .one:
        guard let token = words.popFirst() else { throw usage("missing \(spec.shown)") }
        parsed.append(try read(token, as: spec.kind, for: spec, synopsis), for: spec.placeholder)
      case .optional:
        if let token = words.first, case .comparison = spec.kind, Self.looksLikeAnOperator(token),
          !spec.admits(token)
        {
          throw ParseError(
            "unknown operator '\(token.text)'; the operators are \(ArgumentKind.comparison.summary) (usage: \(synopsis))"
          )
        }
        guard let token = words.first, isLast || spec.admits(token) else { continue }
        words.removeFirst()
        parsed.append(try read(token, as: spec.kind, for: spec, synopsis), for: spec.placeholder)
      case .oneOrMore, .zeroOrMore:
        if spec.arity == .oneOrMore, words.isEmpty { throw usage("missing \(spec.shown)") }
        for token in words {
          parsed.append(try read(token, as: spec.kind, for: spec, synopsis), for: spec.placeholder)
        }
        words = []
      case .text, .optionalText:
        guard let value = ValueLiteralParser.literal(from: Array(words)) else {
          if spec.arity == .text { throw usage("missing \(spec.shown)") }
          continue
        }
        parsed.append(.value(value), for: spec.placeholder)
        words = []
      }
    }
    if let extra = words.first {
      let name = synopsis.prefix { $0 != " " }
      throw usage(arguments.isEmpty ? "\(name) takes no arguments" : "unexpected \(extra.text)")
    }
    return parsed
  }

  /// Whether `token` is made of operator characters only (`=~`, `=>`), so that an
  /// optional OP it does not match is a mistake, not the start of a VALUE.
  private static func looksLikeAnOperator(_ token: Token) -> Bool {
    !token.isQuoted && !token.text.isEmpty && token.text.allSatisfy { "=!<>~".contains($0) }
  }

  private func read(
    _ token: Token, as kind: ArgumentKind, for spec: ArgumentSpec, _ synopsis: String
  )
    throws -> ParsedValue
  {
    if !token.isQuoted, spec.words.contains(token.text) { return .word(token.text) }
    switch kind {
    case .path, .watchedPath:
      return .path(try MemberPath(parsing: token.text))
    case .value:
      return .value(ValueLiteralParser.literal(from: token))
    case .duration:
      return .duration(try TimeSpan(parsing: token.text))
    case .comparison:
      guard let comparison = ComparisonOperator(rawValue: token.text), !token.isQuoted else {
        throw ParseError("\(token.text) is not an operator; usage: \(synopsis)")
      }
      return .comparison(comparison)
    case .choice(let choices):
      guard spec.admits(token) else {
        throw ParseError(
          "unknown \(spec.noun) '\(token.text)'\(DidYouMean.hint(for: token.text, in: choices)) (usage: \(synopsis))"
        )
      }
      return .word(token.text)
    case .backendOption:
      guard token.text.contains("=") else {
        throw ParseError(
          "options are key=value words, and \(token.text) has no =; usage: \(synopsis)")
      }
      return .word(token.text)
    case .app, .service, .backend, .topic, .tour, .file, .sandbox:
      return .word(token.text)
    case .moment:
      _ = try Moment(parsing: token.text)
      return .word(token.text)
    case .line:
      guard let number = Int(token.text), number > 0 else {
        throw ParseError(
          "expected a line's number, as history lists it, not \(token.text); usage: \(synopsis)")
      }
      return .word("\(number)")
    case .columns:
      guard let columns = Int(token.text), (20...1000).contains(columns) else {
        throw ParseError(
          "expected a number of columns from 20 to 1000, not \(token.text); usage: \(synopsis)")
      }
      return .word(token.text)
    }
  }
}
