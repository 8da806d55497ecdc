import Foundation

/// `--color=auto|always|never`: whether output uses ANSI colours.
public enum ColorMode: String, CaseIterable, Sendable {
  /// Colour on a terminal, unless `NO_COLOR` is set and non-empty or `TERM` is `dumb`.
  case auto
  /// Always colour.
  case always
  /// Never colour.
  case never

  /// Whether to colour, given whether standard output is a terminal and the environment.
  public func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if environment["TERM"] == "dumb" { return false }
      return isTerminal
    }
  }
}
