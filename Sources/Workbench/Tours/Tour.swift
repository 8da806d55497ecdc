/// A guided lesson: lines that set the scene, then steps the learner takes one by one.
/// Parsed from a script in the shell's language with the directives `say`, `step`,
/// `type` and `pause` (see `TourScript`), so the same file runs as a test.
public struct Tour: Sendable {
  /// The name `tour NAME` takes: the file's name without `.mvvm`.
  public let name: String
  /// Where it comes from: `built in` or the file's path.
  public let origin: String
  /// What runs before the first step: narration and the tour's own lines (`open APP`).
  public let setup: [TourItem]
  /// The checkpoints, in order.
  public let steps: [TourStep]

  /// What the tour is about: its first narration, before the first step.
  public var summary: String {
    for case .say(let text) in setup { return text }
    return steps.first?.title ?? name
  }
}

/// One thing a tour does on its own: say something, run a line, or wait for Enter.
public enum TourItem: Sendable, Equatable {
  /// Narration (`say TEXT`).
  case say(String)
  /// A line the tour runs itself (a plain line of the script).
  case run(String)
  /// Wait for Enter before going on (`pause`).
  case pause
}

/// A checkpoint of a tour: what it says and runs when it begins, what the learner is
/// meant to type, the checks that end it (however the learner got there), and what it
/// says and runs once they hold.
public struct TourStep: Sendable {
  /// The step's title (`step TITLE`).
  public let title: String
  /// Narration and lines before the first line to type or check.
  public let opening: [TourItem]
  /// The lines the learner is meant to type (`type LINE`), in order.
  public let linesToType: [String]
  /// The `expect` lines that must all hold for the step to be done.
  public let checks: [String]
  /// Narration and lines after the first line to type or check, run once the checks hold.
  public let closing: [TourItem]
}
