/// `unwatch PATH|all`: stops watching.
public struct UnwatchCommand: ShellCommand {
  public static let name = "unwatch"
  public static let synopsis = "unwatch PATH|all"
  public static let help = "Stops watching PATH, or every path with all."

  /// The path, or "all".
  let target: String

  public init(arguments: [Token]) throws {
    guard arguments.count == 1 else { throw Self.usage("name one watched path, or all") }
    target = arguments[0].text
  }

  public static func completions(
    forArgument index: Int, after previous: [String], in session: Session
  )
    -> [String]
  {
    index == 0 ? session.watches.paths + ["all"] : []
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
