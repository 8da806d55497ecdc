/// `bind MEMBER <~ EXPRESSION`: drives a settable member of the open app from a sandbox
/// value or pipeline (ReactiveCore's `<~`), as if the user set it, until `unbind`.
public struct BindCommand: SandboxLineCommand {
  public static let name = "bind"
  public static let signature = CommandSignature([
    ArgumentSpec(
      "MEMBER <~ EXPRESSION", .sandbox, .text,
      summary: "a settable member of the open app, <~, then a sandbox value or pipeline")
  ])
  public static let help = """
    Binds a settable member of the app to a sandbox value or pipeline.
    The member takes every value the source sends, as if you had set it, and the
    app reacts as it does to you: bind searchText <~ name. The source must not
    fail (a failure would end the binding) and must not read the member itself.
    Binding a member again replaces its binding; unbind MEMBER ends it.
    help let describes the expressions.
    """

  let line: String

  public init(rawText text: String) throws {
    guard !text.isEmpty else {
      throw ShellError("bind needs a member and a source: bind searchText <~ name")
    }
    line = "\(Self.name) \(text)"
  }
}
