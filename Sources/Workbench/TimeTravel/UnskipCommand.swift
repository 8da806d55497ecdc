/// `unskip LINE`: puts back a line `skip` left out.
public struct UnskipCommand: ShellCommand {
  public static let name = "unskip"
  public static let signature = CommandSignature([
    ArgumentSpec("LINE", .line, summary: "the number of a skipped line")
  ])
  public static let help = """
    Puts back a line that skip left out.
    With no line left out any more, you are back at the present.
    """
  public static let isReplayed = false

  /// The line to put back.
  let number: Int

  public init(_ arguments: ParsedArguments) throws {
    number = try arguments.required("LINE") { arguments.word($0).flatMap { Int($0) } }
  }

  public func run(in session: Session) throws -> CommandOutcome {
    var skipped = session.timeTravel.skipped
    guard skipped.remove(number) != nil else {
      let list = skipped.sorted().map(String.init).joined(separator: ", ")
      throw ShellError(
        "unskip: line \(number) is not skipped"
          + (skipped.isEmpty ? " (no line is)" : " (skipped: \(list))"))
    }
    try SkipCommand.standWithout(skipped, in: session)
    return .done
  }
}
