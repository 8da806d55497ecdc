/// One option of the `mvvm` command line, declared once: `mvvm --help` lists it, the
/// manual page (`mvvm --man`) describes it in the same words, and a mistyped option is
/// matched against its name.
public struct CommandLineOption: Equatable, Sendable {
  /// The option as typed, `--clock`.
  public let name: String
  /// Other spellings the parser takes (`-h` for `--help`).
  public let aliases: [String]
  /// What follows the option, `real|virtual`, or nil for a switch.
  public let value: String?
  /// What the option does, one sentence or two.
  public let summary: String

  /// An option called `name`, followed by `value` unless nil, that does `summary`.
  public init(_ name: String, aliases: [String] = [], value: String? = nil, summary: String) {
    self.name = name
    self.aliases = aliases
    self.value = value
    self.summary = summary
  }

  /// The option with its value, as `--help` and the manual show it: `--clock real|virtual`.
  public var shown: String {
    ([name] + aliases).joined(separator: ", ") + (value.map { " \($0)" } ?? "")
  }
}
