import Sandbox

/// `let NAME = EXPRESSION`: defines a sandbox value, a settable property or a pipeline of
/// ReactiveCore's own operators over the open app's members (`help let`).
public struct LetCommand: SandboxLineCommand {
  public static let name = "let"
  public static let signature = CommandSignature([
    ArgumentSpec(
      "NAME = EXPRESSION", .sandbox, .text,
      summary: "a new name, =, then a constant or a pipeline")
  ])
  public static var help: String {
    // The sandbox's own text after its synopsis and first paragraph, which these say.
    let details = SandboxHelp.text.split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst(4)
    return
      ([
        "Defines a sandbox value: a constant or a pipeline of operators.",
        "A pipeline uses ReactiveCore's own operators over the app's members and your",
        "values. It runs at once; get, set, watch, why, log, timeline and graph work on",
        "it as on a member, and show lists it in a section of its own.",
      ] + details).joined(separator: "\n")
  }

  let line: String

  public init(rawText text: String) throws {
    guard !text.isEmpty else {
      throw ShellError(
        "let needs a name and a value: let name = \"\", or let n = searchText.map { $0.count }")
    }
    line = "\(Self.name) \(text)"
  }
}
