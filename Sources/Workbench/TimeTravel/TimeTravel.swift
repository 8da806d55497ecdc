import Foundation

/// Where time travel stands in a session: the moment `goto` or `skip` rebuilt, if any,
/// the lines `skip` leaves out, and the branches left behind. It decides where each line
/// typed runs: a command about the shell in the present, a reading command at the moment,
/// and a line that changes the session there starts a branch. Used on the session queue.
public final class TimeTravel {
  /// Where a typed line runs.
  enum Route {
    /// In the session itself (no moment, or a command about the shell).
    case present
    /// In the rebuilt session, which it only reads.
    case moment(ReplayedSession)
    /// In the rebuilt session, which becomes the session: the line changes it.
    case branch(ReplayedSession)
  }

  /// The commands that only read the session: at a moment they read it there.
  static let readingCommands: Set<String> = [
    GetCommand.name, ShowCommand.name, ViewCommand.name, WhyCommand.name, LogCommand.name,
    TimelineCommand.name, GraphCommand.name, ExpectCommand.name, StackCommand.name,
    WatchesCommand.name, BackendsCommand.name, SamplesCommand.name,
  ]
  /// The commands about the shell, time travel's own included: they run in the present
  /// wherever time travel stands.
  static let shellCommands: Set<String> = [
    HelpCommand.name, AppsCommand.name, PluginsCommand.name, SaveCommand.name,
    QuitCommand.name, TourCommand.name, NextCommand.name, HintCommand.name, SayCommand.name,
    StepCommand.name, TypeCommand.name, PauseCommand.name, SleepCommand.name,
    HistoryCommand.name, GotoCommand.name, BranchesCommand.name, DiffCommand.name,
    SkipCommand.name, UnskipCommand.name,
  ]

  /// The rebuilt moment the reading commands read, nil at the present.
  public private(set) var standing: ReplayedSession?
  /// The lines `skip` leaves out of the alternate present, by number.
  public internal(set) var skipped: Set<Int> = []
  /// The branches left behind, oldest first.
  public internal(set) var branches: [Branch] = []

  /// Nowhere in the past, no branch left.
  init() {}

  /// Stands at `moment` (nil: the present), ending the moment stood at before.
  func stand(at moment: ReplayedSession?) {
    if let standing, standing !== moment { standing.end() }
    standing = moment
  }

  /// Lets go of the moment stood at without ending it: a branch goes on from it.
  func branchOff() {
    standing = nil
  }

  /// Where `line` runs (see `Route`): blank lines, comments and lines that do not parse
  /// run in the present, which says what is wrong with them, so a typo starts no branch.
  func route(of line: String) -> Route {
    guard let standing else { return .present }
    let word = Tokenizer.firstWord(of: line)
    guard let command = CommandCatalog.command(named: word), CommandInterpreter.parses(line)
    else { return .present }
    if Self.shellCommands.contains(command.name) { return .present }
    let readsOnly =
      Self.readingCommands.contains(command.name)
      || (command.name == ClockCommand.name
        && Tokenizer.rest(afterFirstWordOf: line).trimmingCharacters(in: .whitespaces).isEmpty)
    return readsOnly ? .moment(standing) : .branch(standing)
  }
}
