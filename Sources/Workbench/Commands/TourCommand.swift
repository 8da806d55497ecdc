import TerminalText

/// `tour [NAME|FILE|status|restart|quit]`: guided lessons in the shell.
public struct TourCommand: ShellCommand {
  public static let name = "tour"
  public static let signature = CommandSignature([
    ArgumentSpec("NAME", .tour, .optional, words: ["status", "restart", "quit"])
  ])
  public static let help = """
    Lists the tours, starts one, or says where the current one is.
    tour lists the tours with how far you got; tour NAME starts one (where you left it, if you did); tour ./FILE.mvvm takes a teacher's own file.
    Inside a tour: hint shows what to type next and what stands in the way, next does the step for you, tour status says where you are, tour restart starts over, tour quit leaves (progress is kept under $XDG_STATE_HOME/mvvm/tours).
    A step moves on by itself as soon as its checks hold, however you got there.
    """
  public static let isReplayed = false

  /// The tour or the word given, if any.
  let argument: String?

  public init(_ arguments: ParsedArguments) {
    argument = arguments.word("NAME")
  }

  public func run(in session: Session) throws -> CommandOutcome {
    switch argument {
    case nil:
      session.console.result(listing(in: session))
    case "status":
      session.console.result(try Self.guide(in: session).status())
    case "quit":
      let guide = try Self.guide(in: session)
      guide.stop()
      session.tour = nil
      session.console.result(
        "left the tour \(guide.tour.name) at step \(guide.stepIndex + 1) of \(guide.tour.steps.count); tour \(guide.tour.name) takes it up there"
      )
    case "restart":
      let guide = try Self.guide(in: session)
      guide.stop()
      session.tourProgress.save(.notStarted, for: guide.tour.name)
      return .startTour(guide.tour, step: 0)
    case let word?:
      let tour =
        TourCatalog.isPath(word)
        ? try TourCatalog.tour(atPath: word) : try session.plugins.tours.tour(named: word)
      session.tour?.stop()
      var resumeStep = 0
      switch session.tourProgress.reached(tour.name) {
      case .step(let step) where step < tour.steps.count: resumeStep = step
      case .finished:
        session.console.result("You finished \(tour.name) before; here it is again from the start.")
      default: break
      }
      return .startTour(tour, step: resumeStep)
    }
    return .done
  }

  /// The guide of the tour being taken, or an error saying how to start one.
  static func guide(in session: Session) throws -> TourGuide {
    guard let guide = session.tour else {
      throw ShellError(
        "no tour is running; tour lists them, tour NAME starts one (\(session.plugins.tours.names.joined(separator: ", ")))"
      )
    }
    return guide
  }

  private func listing(in session: Session) -> String {
    var rows: [[String]] = []
    let tours = session.plugins.tours
    for name in tours.names {
      guard let tour = try? tours.tour(named: name) else { continue }
      let progress: String
      switch session.tourProgress.reached(name) {
      case .notStarted: progress = "not started"
      case .step(let step): progress = "at step \(step + 1) of \(tour.steps.count)"
      case .finished: progress = "finished"
      }
      let marker = session.tour?.tour.name == name ? "*" : " "
      rows.append(["\(marker) \(name)", progress, tour.summary])
    }
    let table = ColumnTable(rows: rows).render(width: session.console.width) { text, _ in text }
    return (table + ["tour NAME starts one; tour ./FILE.mvvm takes your own."]).joined(
      separator: "\n")
  }
}
