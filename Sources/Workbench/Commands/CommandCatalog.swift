/// Every command of the language, and lookup by name with suggestions.
public enum CommandCatalog {
  /// The commands, in the order `help` lists them.
  public static let all: [any ShellCommand.Type] = [
    HelpCommand.self, AppsCommand.self, OpenCommand.self, ShowCommand.self, GetCommand.self,
    SetCommand.self, LetCommand.self, BindCommand.self, UnbindCommand.self, RunCommand.self,
    WaitCommand.self, CancelCommand.self, WatchCommand.self,
    UnwatchCommand.self,
    WatchesCommand.self, TraceCommand.self, WhyCommand.self, LogCommand.self, ExpectCommand.self,
    ResourcesCommand.self, LeaksCommand.self,
    ViewCommand.self, CdCommand.self,
    StackCommand.self, BackCommand.self, BackendsCommand.self, UseCommand.self, ClockCommand.self,
    AdvanceCommand.self, TimelineCommand.self, GraphCommand.self, PluginsCommand.self,
    SamplesCommand.self, TourCommand.self, NextCommand.self, HintCommand.self, SayCommand.self,
    StepCommand.self, TypeCommand.self, PauseCommand.self, SleepCommand.self, SaveCommand.self,
    HistoryCommand.self, GotoCommand.self, BranchesCommand.self, SkipCommand.self,
    UnskipCommand.self, DiffCommand.self, QuitCommand.self,
  ]

  /// Every name and alias.
  public static var names: [String] {
    all.flatMap { [$0.name] + $0.aliases }
  }

  /// The command called `name` (or one of its aliases).
  public static func command(named name: String) -> (any ShellCommand.Type)? {
    all.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// The command called `name`, or an error naming the nearest command.
  public static func requireCommand(named name: String) throws -> any ShellCommand.Type {
    guard let command = command(named: name) else {
      let hint = DidYouMean.hint(for: name, in: names)
      let list = all.map { $0.name }.joined(separator: ", ")
      throw ShellError(
        "unknown command '\(name)'" + (hint.isEmpty ? "; the commands are \(list)" : hint))
    }
    return command
  }
}
