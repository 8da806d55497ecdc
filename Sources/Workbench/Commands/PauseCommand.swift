/// `pause`: waits for Enter in a demo or a tour; does nothing in a test.
public struct PauseCommand: ShellCommand {
  public static let name = "pause"
  public static let help = """
    Waits for Enter before going on, in a tour or a demo.
    It waits in a tour, and in a script run on a terminal (mvvm --script FILE) or with --step.
    Where nobody is there to press Enter (a test, standard input that is not a terminal) it does nothing.
    """
  public static let isReplayed = false

  public init(_ arguments: ParsedArguments) {}

  public func run(in session: Session) throws -> CommandOutcome {
    .done
  }
}
