import Foundation

/// Reads a tour from the lines of a script. Blank lines and `#` comments are skipped;
/// `say TEXT` is narration, `step TITLE` starts a checkpoint, `type LINE` is a line for
/// the learner, `pause` waits for Enter, `expect` lines are a step's checks, and any
/// other line is one the tour runs itself. Before the first step everything is setup.
public enum TourScript {
  /// Why a script is not a tour.
  public struct Problem: Error, CustomStringConvertible, Equatable {
    /// The problem, with the line it is on.
    public let description: String
  }

  /// The directive words a tour adds to the language.
  static let directives: Set<String> = ["say", "step", "type", "pause"]

  /// The tour in `lines`, named `name`, from `origin`.
  public static func parse(_ lines: [String], name: String, origin: String) throws -> Tour {
    var setup: [TourItem] = []
    var steps: [TourStep] = []
    var current: StepDraft?
    for (index, raw) in lines.enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let word = Tokenizer.firstWord(of: line)
      let rest = Tokenizer.rest(afterFirstWordOf: line)
      if word == "step" {
        guard !rest.isEmpty else {
          throw Problem(description: "\(name):\(index + 1): step needs a title")
        }
        if let current { steps.append(current.step) }
        current = StepDraft(title: rest)
        continue
      }
      guard var draft = current else {
        switch word {
        case "say": setup.append(.say(rest))
        case "pause": setup.append(.pause)
        case "type":
          throw Problem(description: "\(name):\(index + 1): type belongs in a step")
        default: setup.append(.run(line))
        }
        continue
      }
      switch word {
      case "say": draft.add(.say(rest))
      case "pause": draft.add(.pause)
      case "type":
        guard !rest.isEmpty else {
          throw Problem(description: "\(name):\(index + 1): type needs the line to type")
        }
        draft.linesToType.append(rest)
      case "expect": draft.checks.append(line)
      default: draft.add(.run(line))
      }
      current = draft
    }
    if let current { steps.append(current.step) }
    guard !steps.isEmpty else {
      throw Problem(description: "\(name) has no step: a tour needs at least one `step TITLE`")
    }
    return Tour(name: name, origin: origin, setup: setup, steps: steps)
  }

  /// A step being read.
  private struct StepDraft {
    let title: String
    var opening: [TourItem] = []
    var linesToType: [String] = []
    var checks: [String] = []
    var closing: [TourItem] = []

    /// Narration or a line: part of the opening until the first line to type or check.
    mutating func add(_ item: TourItem) {
      if linesToType.isEmpty && checks.isEmpty {
        opening.append(item)
      } else {
        closing.append(item)
      }
    }

    var step: TourStep {
      TourStep(
        title: title, opening: opening, linesToType: linesToType, checks: checks,
        closing: closing)
    }
  }
}
