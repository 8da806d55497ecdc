import Inspection
import Sandbox

extension Session {
  /// The sandbox of this session: its timed operators run on the session's clock, it
  /// reads the focused view-model's members, and what its values do on their own (a
  /// fault in a closure, a stream's end) prints as it happens.
  func makeSandbox() -> Sandbox {
    let sandbox = Sandbox(scheduler: clock, sources: sandboxSources, services: sandboxServices)
    let console = console
    sandbox.notices.observeValues { notice in
      console.live("sandbox: \(notice)")
    }
    return sandbox
  }

  /// Runs the sandbox line `line` (`let`, `bind` or `unbind`, as typed) and says what it
  /// made. A line that does not parse or check changes nothing: the line is printed with
  /// a caret under the place, and the error says what was wrong.
  func runSandbox(_ line: String) throws {
    let outcome: SandboxOutcome
    do {
      try refuseShadowing(in: line)
      outcome = try sandbox.run(line)
    } catch {
      // The carets alone: the message follows as the line's error, where a script puts
      // its file and line number.
      let carets = error.caretLine(under: line).dropLast(error.message.count + 1)
      console.errorLines(["  " + line, "  " + carets])
      throw ShellError(error.message)
    }
    // The values' names changed: the log names their changes afresh.
    logger.stackChanged()
    console.result(outcome.description)
  }

  /// Refuses `let NAME` where NAME is a member of the focused view-model: the new value
  /// would hide the member from every later line.
  private func refuseShadowing(in line: String) throws(SandboxError) {
    let characters = Array(line)
    guard line.hasPrefix("let ") else { return }
    var start = 4
    while start < characters.count, characters[start] == " " { start += 1 }
    var end = start
    while end < characters.count,
      characters[end].isLetter || characters[end].isNumber
        || characters[end] == "_"
    {
      end += 1
    }
    let name = String(characters[start..<end])
    guard !name.isEmpty, sandbox.value(named: name) == nil,
      sandboxSources.memberNames.contains(name), let focus
    else { return }
    throw SandboxError(
      "\(name) is a member of \(focus.typeName); give your value a name of its own (my\(name.prefix(1).uppercased() + name.dropFirst()))",
      at: start..<end)
  }

  /// Whether `path` starts at a sandbox value.
  func isSandboxPath(_ path: MemberPath) -> Bool {
    sandboxScope.holds(path)
  }

  /// Refuses a path whose first member is neither the focus's nor a sandbox value's but
  /// is near the name of a sandbox value (`get greting`), naming it: the focus's own
  /// "no member" error would not.
  func refuseNearSandboxName(_ path: MemberPath) throws {
    let names = sandbox.values.map(\.name)
    guard !names.isEmpty, path.screens.isEmpty, case .member(let name)? = path.segments.first
    else { return }
    let members = focus.map { Inspection.members(of: $0).map(\.name) } ?? []
    guard !members.contains(name), DidYouMean.hint(for: name, in: members).isEmpty else {
      return
    }
    let hint = DidYouMean.hint(for: name, in: names)
    guard !hint.isEmpty else { return }
    throw ShellError(
      "\(path): no member or sandbox value '\(name)'\(hint) (sandbox: \(names.joined(separator: ", ")))"
    )
  }

  /// How the sandbox stream `path` names ended (`results failed: the request failed`),
  /// if it names one that has: its value stays the last one it sent.
  func sandboxEnd(of path: MemberPath) -> String? {
    guard isSandboxPath(path), path.segments.count == 1,
      case .member(let name)? = path.segments.first,
      let end = sandbox.value(named: name)?.end
    else { return nil }
    return "\(name) \(end); its value stays the last it sent"
  }

  /// Ends every sandbox value and binding (the app they read has closed).
  func endSandbox() {
    guard !sandbox.values.isEmpty || !sandbox.bindings.isEmpty else { return }
    sandbox.removeAll()
    logger.stackChanged()
  }

  /// What closing the app ends of the sandbox: `, 3 sandbox values, 1 binding`.
  var sandboxSummary: String {
    let values = sandbox.values.count
    let bindings = sandbox.bindings.count
    var parts: [String] = []
    if values > 0 { parts.append(values == 1 ? "1 sandbox value" : "\(values) sandbox values") }
    if bindings > 0 { parts.append(bindings == 1 ? "1 binding" : "\(bindings) bindings") }
    return parts.map { ", " + $0 }.joined()
  }
}
