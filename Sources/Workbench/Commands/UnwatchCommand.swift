/// `unwatch PATH|all`: stops watching.
public struct UnwatchCommand: ShellCommand {
  public static let name = "unwatch"
  public static let signature = CommandSignature([
    ArgumentSpec("PATH", .watchedPath, words: ["all"], summary: "a watched path, or all of them")
  ])
  public static let help = "Stops watching PATH, or every path with all."

  /// The path, or "all".
  let target: String

  public init(_ arguments: ParsedArguments) throws {
    target = try arguments.path("PATH")?.description ?? arguments.required("PATH", arguments.word)
  }

  public func run(in session: Session) throws -> CommandOutcome {
    if target == "all" {
      let count = session.watches.paths.count
      session.watches.removeAll()
      session.console.result("stopped \(count) \(count == 1 ? "watch" : "watches")")
      return .done
    }
    guard session.watches.remove(target) else {
      let watched = session.watches.paths
      let list =
        watched.isEmpty ? "nothing is watched" : "watched: \(watched.joined(separator: ", "))"
      throw ShellError(
        "\(target) is not watched\(DidYouMean.hint(for: target, in: watched)) (\(list))")
    }
    session.console.result("stopped watching \(target)")
    return .done
  }
}
