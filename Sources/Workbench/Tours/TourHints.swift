import Inspection

/// What stands between the learner and a step's checks, for `hint`: the reason a command
/// the step runs (or checks is enabled) is disabled, and the first check that does not
/// hold yet with its value now.
enum TourHints {
  /// Lines naming each obstacle; empty when nothing is in the way.
  static func obstacles(linesToType: [String], checks: [String], in session: Session)
    -> [String]
  {
    var lines: [String] = []
    var actions: [String] = []
    for line in linesToType {
      let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
      if words.count >= 2, words[0] == "run" { actions.append(words[1]) }
    }
    for check in checks {
      let words = check.split(whereSeparator: \.isWhitespace).map(String.init)
      if words.count >= 2, words[1].hasSuffix(".isEnabled") {
        actions.append(String(words[1].dropLast(".isEnabled".count)))
      }
    }
    var seen = Set<String>()
    for name in actions where seen.insert(name).inserted {
      if let reason = reasonDisabled(name, in: session) {
        lines.append("\(name) is disabled: \(reason)")
      }
    }
    if let failure = (try? StepChecks(checks))?.firstFailure(in: session) {
      lines.append(waitingFor(failure.message))
    }
    return lines
  }

  /// Why the action at `name` is disabled, nil when it is enabled or not found.
  private static func reasonDisabled(_ name: String, in session: Session) -> String? {
    guard let path = try? MemberPath(parsing: name), let root = try? session.root(of: path),
      let action = try? ActionLookup.action(at: path, from: root),
      (action.enabledProperty.currentValue as? Bool) == false
    else { return nil }
    return ActionLookup.reasonDisabled(action)
  }
}

extension TourHints {
  /// `expect X failed: actual Y` said as what the step waits for: `waiting for X (now Y)`.
  static func waitingFor(_ failure: String) -> String {
    let prefix = "expect "
    let separator = " failed: actual "
    guard failure.hasPrefix(prefix), let middle = failure.range(of: separator) else {
      return "waiting for: \(failure)"
    }
    let statement = failure[
      failure.index(failure.startIndex, offsetBy: prefix.count)..<middle.lowerBound]
    return "waiting for \(statement) (now \(failure[middle.upperBound...]))"
  }
}
