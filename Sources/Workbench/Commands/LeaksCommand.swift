/// `leaks`: the session's leak reports, what screens left alive after `back` or `close`.
public struct LeaksCommand: ShellCommand {
  public static let name = "leaks"
  public static let help = """
    Lists the leak reports: what screens left alive after back or close.
    Each names the view-models still alive, with the observers still on their signals \
    and what started each: the view-model's init that made it, else the typed line \
    (holder unknown when nothing says).
    A screen is checked once its pending work has run: on the virtual clock at once, on \
    the real clock once no request is in flight; a report is printed when it is made.
    """

  public init(_ arguments: ParsedArguments) {}

  public func run(in session: Session) throws -> CommandOutcome {
    let waiting = session.leakChecks.count
    let waits =
      waiting == 0
      ? ""
      : "; \(waiting == 1 ? "1 screen waits" : "\(waiting) screens wait") for its requests to end"
    let checked = session.screensChecked == 1 ? "1 screen" : "\(session.screensChecked) screens"
    guard !session.leakReports.isEmpty else {
      session.console.result("no leaks: \(checked) checked after back or close\(waits)")
      return .done
    }
    let reports = session.leakReports.count
    session.console.result(
      (["\(reports == 1 ? "1 leak report" : "\(reports) leak reports"), \(checked) checked\(waits)"]
        + session.leakReports.map(\.text)).joined(separator: "\n"))
    return .done
  }
}
