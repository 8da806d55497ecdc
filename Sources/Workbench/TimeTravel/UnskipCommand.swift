/// `unskip LINE`: puts back a line `skip` left out.
public struct UnskipCommand: ShellCommand {
  public static let name = "unskip"
  public static let signature = CommandSignature([
    ArgumentSpec("LINE", .moment, summary: "the number of a skipped line")
  ])
  public static let help = """
    Puts back a line skip left out; with none left out, you are back at the present.
    """
  public static let isReplayed = false

  /// The line to put back.
  let number: Int

  public init(_ arguments: ParsedArguments) throws {
    guard
      case .line(let number) = try Moment(
        parsing: try arguments.required("LINE") { arguments.word($0) })
    else { throw ShellError("unskip takes a line's number, as skip was given it") }
    self.number = number
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
