/// One command of the shell's language. Parsing (`init(arguments:)`) is separate from the
/// work (`run(in:)`), so that bad input is rejected before anything changes.
public protocol ShellCommand: Sendable {
  /// The word that starts the command.
  static var name: String { get }
  /// Other words for it (`ls` for `show`).
  static var aliases: [String] { get }
  /// The command with its arguments, as `help` lists it.
  static var synopsis: String { get }
  /// What the command does, for `help COMMAND`.
  static var help: String { get }
  /// Words that may complete argument number `index` (from 0), given the arguments
  /// typed before it.
  static func completions(forArgument index: Int, after previous: [String], in session: Session)
    -> [String]

  /// Parses the words after the command's name; throws `ParseError` or `ShellError`.
  init(arguments: [Token]) throws

  /// Does the work, on the session queue.
  func run(in session: Session) throws -> CommandOutcome
}

extension ShellCommand {
  /// No other words.
  public static var aliases: [String] { [] }

  /// Nothing to complete.
  public static func completions(
    forArgument index: Int, after previous: [String], in session: Session
  )
    -> [String]
  {
    []
  }

  /// A `ParseError` showing the synopsis, for arguments that do not fit.
  static func usage(_ problem: String? = nil) -> ParseError {
    ParseError((problem.map { "\($0); " } ?? "") + "usage: \(synopsis)")
  }
}
