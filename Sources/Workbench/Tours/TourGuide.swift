import EventLog
import Foundation
import Inspection

/// Takes a learner through a tour in the interactive shell. A step says its opening and
/// runs its lines, then waits: after every line, and on the real clock after every change
/// the session's event log records (and every fifth of a second besides, for what it does
/// not), it checks the step's `expect` lines against the live state, and when they all
/// hold and at least one was met by what happened during the step (`StepProgress`:
/// however the learner got there, but not by state that held before) it says so and the
/// next step begins. Lives on the session queue; progress is recorded after every step.
public final class TourGuide {
  /// The tour being taken.
  public let tour: Tour
  /// The step the learner is on (0-based); `tour.steps.count` once finished.
  public private(set) var stepIndex = 0

  /// Unowned: the session owns its guide. Work the guide leaves for later holds the session
  /// strongly while it runs, or does nothing once the session is gone (`later(after:_:)`).
  private unowned let session: Session
  /// Runs the tour's own lines (the interpreter that started the tour).
  private weak var runner: (any LineRunner)?
  private var checks: StepChecks?
  /// What the step's checks read when it began and whether they moved since; nil until
  /// the step's opening has run.
  private var progress: StepProgress?
  /// Which of the step's lines to type the learner has typed.
  private var typed: Set<Int> = []
  /// The step's line the learner typed last, for `hint` to name the one after it.
  private var lastTyped: Int?
  /// Whether the learner ran any line since the step began: a step whose checks already
  /// hold waits for the learner to do something first.
  private var learnerActed = false
  /// What is left of an opening or closing after a `pause`, run on Enter.
  private var afterPause: [TourItem]?
  /// Whether the tour is running a line itself (not the learner).
  private var runsOwnLine = false
  /// Lines `next` runs for the learner that are still to come: no check until they ran.
  private var linesBeingSkipped = 0
  /// Whether the guide still leads (not quit, not finished); stops the timer.
  private var isActive = true
  /// Whether a check is due after the change being delivered.
  private var isCheckScheduled = false
  /// Whether the guide is replaying the steps before the one it resumes at.
  private(set) var isCatchingUp = false

  /// A guide for `tour` in `session`, whose own lines `runner` runs; `begin` starts it.
  init(tour: Tour, session: Session, runner: any LineRunner) {
    self.tour = tour
    self.session = session
    self.runner = runner
  }

  private var console: Console { session.console }
  private var step: TourStep? {
    tour.steps.indices.contains(stepIndex) ? tour.steps[stepIndex] : nil
  }

  /// Starts the tour: from the beginning, or at `resumeStep` after replaying the earlier
  /// steps quietly on the virtual clock.
  func begin(at resumeStep: Int) {
    console.live(
      "Tour \(tour.name): \(tour.steps.count) steps. hint shows what to type, next does a step for you, tour quit leaves (tour \(tour.name) resumes).",
      style: .navigation)
    if resumeStep > 0 {
      catchUp(to: resumeStep)
      console.live(
        "Resuming at step \(resumeStep + 1) of \(tour.steps.count) (the steps before were replayed; tour restart starts over).",
        style: .navigation)
      stepIndex = resumeStep
      enterStep()
    } else {
      perform(tour.setup) { [self] in enterStep() }
    }
    startTimer()
  }

  /// Called after every line the session ran, with what it did. Returns a note for the
  /// failure message when the line failed.
  func lineFinished(_ line: String, outcome: LineOutcome) -> String? {
    guard isActive, !runsOwnLine else { return nil }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty, afterPause != nil {
      resumeAfterPause()
      return nil
    }
    let word = Tokenizer.firstWord(of: trimmed)
    guard !trimmed.isEmpty, !["hint", "tour", "next", "help", "type"].contains(word) else {
      return nil
    }
    if linesBeingSkipped > 0 { linesBeingSkipped -= 1 }
    if case .failed = outcome {
      linesBeingSkipped = 0
      return "(tour: try hint)"
    }
    learnerActed = true
    if let step, let index = step.linesToType.firstIndex(where: { Self.same($0, trimmed) }) {
      typed.insert(index)
      lastTyped = index
    }
    checkStep()
    return nil
  }

  /// Called on the session queue for every event of the session's log (a property
  /// changed, a command ran, a request ended). On the real clock the step is checked
  /// once the change has been delivered, so a search finishing ends its step at once;
  /// on the virtual clock time moves only with lines, after which the step is checked.
  /// Every event is also read into the step's progress at once, on either clock, so a
  /// value that moves and comes back within one line still counts as moved.
  func sessionChanged(_ event: SessionEvent) {
    guard isActive else { return }
    progress?.take(event, in: session)
    guard !isCheckScheduled, session.clock.mode == .real else { return }
    isCheckScheduled = true
    afterCurrentWork { guide in
      guide.isCheckScheduled = false
      guide.checkStep()
    }
  }

  /// The next line to type and what stands in its way: the reason a command the step
  /// runs is disabled, the first check that does not hold yet.
  func hint() -> [String] {
    guard let step else { return ["the tour is finished"] }
    var lines: [String] = []
    if afterPause != nil { lines.append("press Enter to go on") }
    let next = nextLineToType(of: step)
    if let next {
      lines.append("type  \(step.linesToType[next])")
    } else if step.linesToType.isEmpty {
      lines.append("nothing to type in this step; next goes on")
    } else {
      lines.append("every line of this step is typed; waiting for its checks")
    }
    lines += TourHints.obstacles(
      linesToType: next.map { Array(step.linesToType[$0...]) } ?? [], checks: step.checks,
      in: session)
    if progress?.isWaitingForItsAction(in: session) == true {
      lines.append("this step's checks held before it began: they count once what it shows is done")
    }
    return lines
  }

  /// The index of the line `hint` names: the one after the line typed last (lines
  /// skipped before it are done with); after the step's last line, while its checks wait,
  /// the first line not typed as written, whose sample reaches them (`set username
  /// mvvm_daily` when another handle was loaded); when its checks held before it began and
  /// nothing met them yet, its first line.
  private func nextLineToType(of step: TourStep) -> Int? {
    if progress?.isWaitingForItsAction(in: session) == true, lastTyped == nil {
      return step.linesToType.indices.first
    }
    let after = (lastTyped ?? -1) + 1
    if after < step.linesToType.count { return after }
    if checks?.firstFailure(in: session) == nil { return nil }
    return step.linesToType.indices.first { !typed.contains($0) }
  }

  /// The path of the step's first check that does not hold yet, as `why` takes it: a
  /// list's `.count` asks about the list.
  func pathWaitedFor() -> MemberPath? {
    guard let path = checks?.firstFailingPath(in: session) else { return nil }
    if case .member("count") = path.segments.last, path.segments.count > 1 {
      return MemberPath(screens: path.screens, segments: Array(path.segments.dropLast()))
    }
    return path
  }

  /// `tour status`: where the learner is.
  func status() -> String {
    guard let step else { return "tour \(tour.name): finished" }
    var text =
      "tour \(tour.name) (\(tour.origin)): step \(stepIndex + 1) of \(tour.steps.count), \(step.title)"
    if let failure = checks?.firstFailure(in: session) {
      text += "\n  " + TourHints.waitingFor(failure.message)
    }
    return text
  }

  /// `next`: the step's lines the learner has not typed, for the shell to run as if
  /// typed; the step moves on when its checks hold. With nothing to type it moves on now.
  func linesForNext() -> [String] {
    guard let step else { return [] }
    if afterPause != nil {
      resumeAfterPause()
      return []
    }
    let lines = step.linesToType.indices.filter { !typed.contains($0) }.map {
      step.linesToType[$0]
    }
    learnerActed = true
    if lines.isEmpty {
      if checks?.firstFailure(in: session) == nil || step.checks.isEmpty {
        completeStep()
      } else {
        // On the virtual clock nothing ends by itself: a reply waits for the learner's advance.
        let clock =
          session.clock.mode == .virtual ? "; the clock is virtual: advance 2s moves it" : ""
        console.live("(tour: every line is typed; waiting for the checks\(clock))", style: .dim)
      }
    }
    linesBeingSkipped = lines.count
    return lines
  }

  /// Stops guiding (`tour quit`, another tour, the session ending).
  func stop() {
    isActive = false
  }

  /// This guide's place in the tour, moved to `branch`: the session a branch started at
  /// a moment goes on in (`goto`, then a line that changes it). The step, its checks,
  /// what it read when it began, the lines typed and those `next` is still typing go
  /// along; this guide stops. A
  /// `pause` waiting for Enter is passed over; `runner` runs the tour's own lines there.
  /// Called on the present's queue; the new guide starts guiding with `resume()` on the
  /// branch's.
  func following(to branch: Session, runner: any LineRunner) -> TourGuide {
    let guide = TourGuide(tour: tour, session: branch, runner: runner)
    guide.stepIndex = stepIndex
    guide.checks = checks
    guide.progress = progress
    guide.typed = typed
    guide.lastTyped = lastTyped
    guide.learnerActed = learnerActed
    guide.linesBeingSkipped = linesBeingSkipped
    stop()
    return guide
  }

  /// Goes on guiding in the session this guide was moved to (`following(to:)`).
  func resume() {
    guard step != nil else { return finish() }
    startTimer()
  }

  private func enterStep() {
    guard let step else { return finish() }
    session.tourProgress.save(.step(stepIndex), for: tour.name).map { console.error($0) }
    typed = []
    lastTyped = nil
    learnerActed = false
    progress = nil
    do {
      checks = try StepChecks(step.checks)
    } catch {
      checks = nil
      console.error("tour \(tour.name), step \(stepIndex + 1): a bad expect line: \(error)")
    }
    console.live("── Step \(stepIndex + 1) of \(tour.steps.count): \(step.title)", style: .name)
    perform(step.opening) { [self] in beginChecking() }
  }

  /// Reads the step's checks as they are once its opening has run; a step whose checks
  /// all hold already says it waits for what it shows.
  private func beginChecking() {
    guard let checks else { return }
    let progress = StepProgress(checks, in: session)
    self.progress = progress
    if progress.heldFromTheStart {
      console.live(
        "(tour: this step's checks already hold; do what it shows and they are checked again)",
        style: .dim)
    }
    checkStep()
  }

  /// Says and runs what followed a `pause`, then what was to come after it.
  private func resumeAfterPause() {
    let rest = afterPause ?? []
    let then = pendingAfterPause ?? {}
    afterPause = nil
    pendingAfterPause = nil
    perform(rest, then: then)
  }

  private func checkStep() {
    guard isActive, afterPause == nil, linesBeingSkipped == 0, let step, learnerActed else {
      return
    }
    if step.checks.isEmpty {
      guard !step.linesToType.isEmpty, typed.count == step.linesToType.count else { return }
    } else {
      guard progress?.isDone(in: session) == true else { return }
    }
    completeStep()
  }

  private func completeStep() {
    guard let step else { return }
    let statements = checks?.statements(in: session) ?? []
    console.live(
      "✓ Step \(stepIndex + 1) done"
        + (statements.isEmpty ? "" : ": \(statements.joined(separator: ", "))"),
      style: .success)
    stepIndex += 1
    learnerActed = false
    progress = nil
    perform(step.closing) { [self] in enterStep() }
  }

  private func finish() {
    isActive = false
    session.tourProgress.save(.finished, for: tour.name).map { console.error($0) }
    console.live(
      "Tour \(tour.name) finished. tour lists the others; the session stays as it is.",
      style: .navigation)
    if session.tour === self { session.tour = nil }
  }

  /// Says and runs `items` in order, stopping at a `pause` until Enter; then `then`.
  private func perform(_ items: [TourItem], then: @escaping () -> Void) {
    for (index, item) in items.enumerated() {
      switch item {
      case .say(let text): console.live(text)
      case .run(let line): runOwn(line)
      case .pause:
        console.live("(press Enter to go on)", style: .dim)
        afterPause = Array(items[(index + 1)...])
        pendingAfterPause = then
        return
      }
    }
    then()
  }

  /// What runs once the items after a pause are done.
  private var pendingAfterPause: (() -> Void)?

  private func runOwn(_ line: String) {
    runsOwnLine = true
    defer { runsOwnLine = false }
    console.live(session.prompt + line, style: .dim)
    if case .failed(let message) = execute(line) {
      console.error("tour \(tour.name): \(line): \(message)")
    }
  }

  /// Replays the setup and the steps before `target` with their output dropped, on the
  /// virtual clock (switching back to the real one after, if that was in charge, unless
  /// the tour chose its clock itself, as `time-travel` and `sandbox` do).
  private func catchUp(to target: Int) {
    let wasReal = session.clock.mode == .real
    session.clock.switchTo(.virtual)
    runsOwnLine = true
    isCatchingUp = true
    defer { isCatchingUp = false }
    var choseClock = false
    let run = { [self] (line: String) in
      if Tokenizer.firstWord(of: line) == ClockCommand.name { choseClock = true }
      _ = execute(line)
    }
    console.withoutOutput {
      for case .run(let line) in tour.setup { run(line) }
      for step in tour.steps.prefix(target) {
        for case .run(let line) in step.opening { run(line) }
        for line in step.linesToType { run(line) }
        _ = (try? StepChecks(step.checks))?.awaitOnVirtualClock(in: session)
        for case .run(let line) in step.closing { run(line) }
      }
    }
    runsOwnLine = false
    if wasReal, !choseClock { session.clock.switchTo(.real) }
  }

  /// Runs one of the tour's own lines through the interpreter that started the tour.
  private func execute(_ line: String) -> LineOutcome {
    runner?.execute(line) ?? .failed("no interpreter runs this session any more")
  }

  private func startTimer() {
    afterCurrentWork(after: 0.2) { guide in
      guard guide.isActive else { return }
      if guide.session.clock.mode == .real { guide.checkStep() }
      guide.startTimer()
    }
  }

  /// Runs `body` with this guide on the session queue after the current work (`seconds`
  /// later on the real clock, if given), if the session is still there and still taking
  /// this tour. The work holds the session, not the guide: the guide lives as long as
  /// the session holds it, and the session outlives its work.
  private func afterCurrentWork(after seconds: Double? = nil, _ body: @escaping (TourGuide) -> Void)
  {
    let identity = ObjectIdentifier(self)
    let work = { [weak session = self.session] in
      guard let session, let guide = session.tour, ObjectIdentifier(guide) == identity else {
        return
      }
      body(guide)
    }
    if let seconds { session.later(after: seconds, work) } else { session.later(work) }
  }

  /// Whether two lines are the same apart from blanks.
  private static func same(_ a: String, _ b: String) -> Bool {
    a.split(whereSeparator: \.isWhitespace) == b.split(whereSeparator: \.isWhitespace)
  }
}
