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
    if let undefined = undefinedSandboxValue(checks: checks, linesToType: linesToType, in: session)
    {
      lines.append(undefined)
    } else if let failure = (try? StepChecks(checks))?.firstFailure(in: session) {
      lines.append(waitingFor(failure.message))
    }
    return lines
  }

  /// `waiting for count: it does not exist yet; let count = … defines it`, when a check
  /// reads a sandbox value that one of the step's lines defines and that is not defined
  /// yet (the app's "no member" error would only confuse).
  private static func undefinedSandboxValue(
    checks: [String], linesToType: [String], in session: Session
  ) -> String? {
    for check in checks {
      let words = check.split(whereSeparator: \.isWhitespace).map(String.init)
      guard words.count >= 2, let path = try? MemberPath(parsing: words[1]),
        case .member(let name)? = path.segments.first, path.screens.isEmpty,
        session.sandbox.value(named: name) == nil,
        let definition = linesToType.first(where: { line in
          let parts = line.split(whereSeparator: \.isWhitespace)
          return parts.count >= 2 && parts[0] == "let" && parts[1] == Substring(name)
        })
      else { continue }
      return "waiting for \(name): it does not exist yet; \(definition) defines it"
    }
    return nil
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
