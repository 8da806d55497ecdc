import TerminalText

/// What differs between two snapshots of a session, as `diff` and `skip` print it: a
/// table of the members that changed (before → after), the screens pushed or popped, and
/// the requests made on one side and not the other.
struct SessionDifference {
  /// The members whose value differs: name, before, after (`—` where one side has none).
  let members: [(name: String, before: String, after: String)]
  /// What happened to the stack from before to after, nil when it is the same.
  let screens: String?
  /// Requests made after and not before, by how many times more.
  let requestsMade: [String]
  /// Requests made before and not after.
  let requestsNotMade: [String]

  /// The difference from `before` to `after`.
  init(from before: SessionSnapshot, to after: SessionSnapshot) {
    let beforeValues = Dictionary(
      before.members.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    let afterValues = Dictionary(
      after.members.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    var names = after.members.map(\.name)
    names += before.members.map(\.name).filter { afterValues[$0] == nil }
    members = names.compactMap { name in
      let old = beforeValues[name] ?? "—"
      let new = afterValues[name] ?? "—"
      return old == new ? nil : (name, old, new)
    }
    screens = Self.stackChange(from: before.screens, to: after.screens)
    requestsMade = Self.extra(in: after.requests, over: before.requests)
    requestsNotMade = Self.extra(in: before.requests, over: after.requests)
  }

  /// Whether nothing differs.
  var isEmpty: Bool {
    members.isEmpty && screens == nil && requestsMade.isEmpty && requestsNotMade.isEmpty
  }

  /// The difference as lines of at most `width` columns; `beforeName` and `afterName`
  /// head the value columns.
  func lines(beforeName: String, afterName: String, width: Int) -> [String] {
    var lines: [String] = []
    if !members.isEmpty {
      let rows =
        [["member", beforeName, afterName]] + members.map { [$0.name, $0.before, $0.after] }
      lines += ColumnTable(rows: rows, indent: "  ").render(width: width)
    }
    if let screens { lines.append("  screens: \(screens)") }
    if !requestsMade.isEmpty {
      lines.append("  requests made \(afterName): \(requestsMade.joined(separator: ", "))")
    }
    if !requestsNotMade.isEmpty {
      lines.append("  requests made \(beforeName) only: \(requestsNotMade.joined(separator: ", "))")
    }
    return lines
  }

  /// `pushed X`, `popped Y`, or both stacks when neither holds the other.
  private static func stackChange(from before: [String], to after: [String]) -> String? {
    guard before != after else { return nil }
    if after.starts(with: before) {
      return "pushed " + after.dropFirst(before.count).joined(separator: ", ")
    }
    if before.starts(with: after) {
      return "popped " + before.dropFirst(after.count).reversed().joined(separator: ", ")
    }
    let describe = { (stack: [String]) in stack.isEmpty ? "none" : stack.joined(separator: " > ") }
    return "\(describe(before)) → \(describe(after))"
  }

  /// The elements of `list` beyond those `other` has, counting repeats, in `list`'s order.
  private static func extra(in list: [String], over other: [String]) -> [String] {
    var remaining = Dictionary(other.map { ($0, 1) }, uniquingKeysWith: +)
    return list.filter { element in
      guard let count = remaining[element], count > 0 else { return true }
      remaining[element] = count - 1
      return false
    }
  }
}
