import Inspection

/// One command of the shell's language. Its arguments are declared once, in `signature`:
/// the synopsis, the parsing of a line and Tab completion derive from it. Parsing
/// (`init(_:)`, from what the signature read) is separate from the work (`run(in:)`), so
/// that bad input is rejected before anything changes.
public protocol ShellCommand: Sendable {
  /// The word that starts the command.
  static var name: String { get }
  /// Other words for it (`ls` for `show`).
  static var aliases: [String] { get }
  /// The command's arguments and options.
  static var signature: CommandSignature { get }
  /// What the command does, for `help COMMAND`; its first line is the summary `help` lists.
  static var help: String { get }
  /// Whether `save` writes the command into the script that replays a session: false
  /// for commands about the shell rather than the session (`save`, `tour`, `clock`).
  static var isReplayed: Bool { get }

  /// The command with the arguments its signature read; throws `ParseError` or
  /// `ShellError` for what the signature cannot check alone.
  init(_ arguments: ParsedArguments) throws

  /// Does the work, on the session queue.
  func run(in session: Session) throws -> CommandOutcome
}

extension ShellCommand {
  /// No other words.
  public static var aliases: [String] { [] }

  /// Replayed.
  public static var isReplayed: Bool { true }

  /// No arguments.
  public static var signature: CommandSignature { CommandSignature() }

  /// The command with its arguments, as `help` lists it: `set PATH VALUE`.
  public static var synopsis: String { signature.synopsis(name: name) }

  /// Parses the words after the command's name; throws `ParseError` or `ShellError`.
  public static func parse(_ arguments: [Token]) throws -> Self {
    try Self(signature.parse(arguments, synopsis: synopsis))
  }

  /// Parses the words after the command's name, as `parse(_:)` does.
  public init(arguments: [Token]) throws {
    self = try Self.parse(arguments)
  }

  /// Words that may complete `partial`, given the words typed after the command's name.
  public static func completions(after words: [String], partial: String, in session: Session)
    -> [String]
  {
    signature.completions(after: words, partial: partial, in: session)
  }
}
