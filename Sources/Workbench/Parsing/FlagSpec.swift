/// The declaration of an option of a shell command: `--dot`, or `--timeout DURATION`
/// (also written `--timeout=DURATION`), given anywhere among the arguments.
public struct FlagSpec: Sendable {
  /// The option as typed: `--timeout`.
  public let name: String
  /// The kind of its value; nil for an option that is only there or not.
  public let value: ArgumentKind?
  /// The value's placeholder: `DURATION`.
  public let placeholder: String
  /// What `help COMMAND` says about it.
  public let summary: String

  /// An option; `placeholder` is the value's, when it takes one.
  public init(
    _ name: String, value: ArgumentKind? = nil, placeholder: String = "", summary: String
  ) {
    self.name = name
    self.value = value
    self.placeholder = placeholder
    self.summary = summary
  }

  /// `[--timeout DURATION]`.
  var synopsis: String {
    value == nil ? "[\(name)]" : "[\(name) \(placeholder)]"
  }
}
