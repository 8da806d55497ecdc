@_spi(Inspection) import EventLog
import Foundation
import Inspection
import Model
@_spi(Inspection) import ReactiveCore
import ViewModelKit

extension Session {
  /// The pipelines the session has seen: which stage, property, action or request feeds
  /// which, each edge declared by ReactiveCore or seen carrying a value (what `graph`
  /// draws a screen's part of).
  public var pipelineTopology: PipelineGraph { logger.topology }

  /// Starts recording the session's events into `eventLog`: ReactiveCore's on this
  /// session's queue, the backends' requests, and a new turn whenever the clock fires.
  func startRecording() {
    let clock = clock
    logger = SessionLogger(
      log: eventLog,
      milliseconds: { Int64((clock.elapsed * 1000).rounded()) },
      screens: { [weak self] in self?.loggedScreens ?? [] },
      isOnSessionQueue: { [weak self] in self?.isOnQueue ?? false })
    // The session is looked up once an event, and the queue only for a tour: every row's
    // tick of a long list comes through here. `tour` is read only on the session's queue.
    let (tracer, watches) = (tracer, watches)
    logger.onEvent = { [weak self] event in
      tracer.take(event)
      watches.take(event)
      if let self, isTouring.load(ordering: .relaxed), isOnQueue, let tour {
        tour.sessionChanged(event)
      }
    }
    // A change made on a plugin's own queue or thread is shown from the session's queue,
    // where watches and traces read the view-model.
    logger.onEventsFromElsewhere = { [weak self] events in
      self?.later {
        guard let self else { return }
        for event in events {
          self.tracer.take(event)
          self.watches.take(event)
        }
      }
    }
    logger.onViewModelsMayArrive = { [weak self] old, new in
      self?.viewModelsMayArrive(in: new, replacing: old)
    }
    logger.attach(to: queue)
    logger.turnWindow = { clock.mode == .real ? 100 : 0 }
    backends.environment.requests.observer = logger
    let logger = logger
    clock.onFire = { [weak self] in
      if let self, resourceSampleDue != nil { sampleResourcesDue(before: elapsedMilliseconds) }
      logger?.beginTurn()
    }
    clock.onTick = { interval, cause, action in
      guard let logger else { return ReactiveInspection.withCause(cause, action) }
      logger.clockTicked(
        everySeconds: interval.timeInterval, cause: cause,
        describe: { TimeSpan(clampingSeconds: $0).description }, action)
    }
  }

  /// Runs `body`, the command of the typed `line` (number `lineCount`), with the line
  /// logged as the root of what it causes.
  func runLine<Result>(_ line: String, _ body: () throws -> Result) rethrows -> Result {
    // The counts the clock's last actions left, before the line changes them.
    sampleResourcesDue(before: nil)
    // Logged masked: the log is shown, saved as JSON and drawn into pictures.
    let masked = backends.secretMasking.masking(line)
    // What the line observes is attributed to it, for the leak report after `back`.
    return try ReactiveResources.attributing(to: "line \(lineCount) `\(masked)`") {
      try logger.runLine(lineCount, masked, body)
    }
  }

  /// The screens on the stack with the prefix their members take in the event log:
  /// none for the app's first screen, the screen's name for a pushed one
  /// (`SearchResults/searchResults[3].favorites`), as the path grammar names screens. A
  /// screen's prefix does not change while it is on the stack, so `why` finds a change
  /// made before a push.
  var namedScreens: [(prefix: String, root: any ViewModel)] {
    let names = screenNames
    return stack.indices.map { index in (index == 0 ? "" : names[index] + "/", stack[index].root) }
  }
}

extension Session {
  /// The screens whose members the event log names: the stack's (`namedScreens`), then
  /// the sandbox's values, which take no prefix (`greeting`).
  var loggedScreens: [(prefix: String, root: any ViewModel)] {
    namedScreens + [("", sandboxScope)]
  }

  /// The subject the event log names what `path` (typed relative to the focus) points
  /// at: its screen's prefix (see `namedScreens`), the focus's path on that screen when
  /// the path starts at the focus, then the path's members.
  func logSubject(for path: MemberPath) -> String {
    if isSandboxPath(path) { return path.description }
    let screens = namedScreens
    var index = stack.count - 1
    if let wanted = try? root(of: path), !path.screens.isEmpty {
      index = stack.lastIndex { $0.root === wanted } ?? index
    }
    let prefix = index >= 0 && index < screens.count ? screens[index].prefix : ""
    var members = path.withoutScreens.description
    if path.screens.isEmpty, let focusPrefix = currentScreen?.focusPath.map(\.path),
      !focusPrefix.isEmpty
    {
      members = focusPrefix.joined(separator: ".") + "." + members
    }
    return prefix + members
  }

  /// `subject`, a member as the log names it, written as the user standing on the top
  /// screen types it: a pushed screen's members without their screen's name when
  /// standing on it (`searchResults[0].favorites`, logged
  /// `SearchResults/searchResults[0].favorites`), the app's first screen's with the
  /// app's name when standing on a pushed one (`photos/recentSearches`); another pushed
  /// screen's, a closed app's and the sandbox's as logged.
  func shownSubject(_ subject: String) -> String {
    guard let top = namedScreens.last?.prefix, !top.isEmpty, let appName else { return subject }
    if subject.hasPrefix(top) { return String(subject.dropFirst(top.count)) }
    let head = subject.prefix { $0 != "/" && $0 != "." && $0 != "[" }
    let startsWithAScreen = head.endIndex < subject.endIndex && subject[head.endIndex] == "/"
    let isSandboxValue = Inspection.members(of: sandboxScope).contains { $0.name == head }
    return startsWithAScreen || isSandboxValue ? subject : appName + "/" + subject
  }

  /// `event` with its subject written as `shownSubject` writes a member.
  func shown(_ event: SessionEvent) -> SessionEvent {
    guard event.kind.namesAMember else { return event }
    let subject = shownSubject(event.subject)
    return subject == event.subject ? event : event.named(subject)
  }

  /// Whether `path` starts with the name of an app that is not open
  /// (`photos/searchText` after `open notes`): the log keeps a closed app's events
  /// under its name.
  func namesAClosedApp(_ path: MemberPath) -> Bool {
    guard let first = path.screens.first, first != appName,
      apps.contains(where: { $0.name == first })
    else { return false }
    return (try? root(of: path)) == nil
  }
}
