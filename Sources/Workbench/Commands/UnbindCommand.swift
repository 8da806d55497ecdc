/// `unbind MEMBER`: ends the binding `bind` made of the member.
public struct UnbindCommand: SandboxLineCommand {
  public static let name = "unbind"
  public static let signature = CommandSignature([
    ArgumentSpec("MEMBER", .sandbox, .text, summary: "a member bound with bind")
  ])
  public static let help = """
    Ends the binding bind made; the member keeps its last value.
    """

  let line: String

  public init(rawText text: String) throws {
    guard !text.isEmpty else { throw ShellError("unbind needs a member: unbind searchText") }
    line = "\(Self.name) \(text)"
  }
}
