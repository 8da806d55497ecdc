import Dispatch
import EventLog
import Foundation
import Inspection
import Model
import ReactiveCore
import Sandbox
import Synchronization
import ViewModelKit

/// The state of one shell session: the open app's navigation stack and focus, watches,
/// trace, the clock, running commands and the backends. Every command runs on `queue`,
/// and so does every scheduled action of the real clock, so view-model state is only
/// ever touched there.
public final class Session: @unchecked Sendable {
  private static let queueKey = DispatchSpecificKey<ObjectIdentifier>()

  /// The serial queue all view-model work happens on.
  public let queue: DispatchQueue
  /// The switchable clock handed to backends and view-models.
  public let clock: SessionClock
  /// Where output goes.
  public let console: Console
  /// What the session was built from: the apps `open` knows, the Views `view` draws,
  /// the tours, the backends, and the report `plugins` prints.
  public let plugins: Plugins
  /// The service backends `backends` lists and `use` switches, filled from `plugins`.
  public let backends: BackendRegistry
  /// The screens the apps registered, which `view` tries before the generic screen.
  let registeredScreens: RegisteredScreenRenderer

  /// The open app's name.
  public private(set) var appName: String?
  /// The navigation stack, bottom first.
  public private(set) var stack: [Screen] = [] {
    // A screen's view-models are noted as it comes and goes, so those a popped screen
    // leaves alive stay counted by `resources`.
    didSet { noteViewModels(of: oldValue + stack) }
  }
  /// The view-models the stack has shown, for `resources`.
  let liveViewModels = LiveViewModels()
  /// The view-models property changes brought in since `resources` last noted them.
  var arrivingViewModels: [PinnedViewModel] = []
  /// The screens that left the stack and are not checked yet for what they left alive.
  var leakChecks: [LeakCheck] = []
  /// The leak reports of the session, for `leaks`.
  var leakReports: [LeakReport] = []
  /// How many screens have been checked for leaks.
  var screensChecked = 0
  /// `resources mark NAME`'s censuses, by name.
  var resourceMarks: [String: ResourceCensus] = [:]
  /// ReactiveCore's counts as `resources` reads them: the process's; a test on one
  /// thread reads its own thread's, which other tests cannot disturb.
  public var reactiveCounts: () -> ReactiveResources.Counts = { ReactiveResources.current }
  /// The counts `timeline resources.NAME` draws, sampled after each line and clock action.
  var resourceSamples = ResourceSamples()
  /// The time of the virtual clock's last action, when the counts it left are not
  /// sampled yet (see `resourcesMayHaveChanged`).
  var resourceSampleDue: Int64?
  /// The watched paths.
  public private(set) lazy var watches = WatchList(
    console: console, screens: { [weak self] in self?.loggedScreens ?? [] })
  /// `trace on|off`.
  public private(set) lazy var tracer = Tracer(
    console: console, log: eventLog,
    hopShortlyAfter: { [weak self] body in self?.later(after: Tracer.foldingWindow, body) },
    shown: { [weak self] event in self?.shown(event) ?? event })

  /// Called on the session queue with the new prompt whenever the stack or the focus
  /// changes, including pushes and pops a view-model makes on its own.
  public var onPromptChange: ((String) -> Void)?

  /// Whether the user pressed Ctrl-C since the last call (the line reader's answer):
  /// long work on the session queue (a long `advance`) and waits on the real clock ask
  /// it to know when to stop.
  public let takeInterrupt: @Sendable () -> Bool

  /// The characters timelines and graphs are drawn with: plain ASCII under `NO_COLOR`
  /// or `TERM=dumb` (`PictureStyle.from(environment:)`).
  public var pictureStyle = PictureStyle.unicode

  /// The tour being taken, if any (`tour NAME`). Read and set on the session's queue.
  public internal(set) var tour: TourGuide? {
    didSet { isTouring.store(tour != nil, ordering: .relaxed) }
  }
  /// Whether `tour` is set, for any thread to ask: an event logged off the session's
  /// queue (a live backend's request ending on its client's queue) asks this, then
  /// whether it is on the queue, before it reads `tour`.
  let isTouring = Synchronization.Atomic<Bool>(false)
  /// Where tours keep how far the learner got.
  public var tourProgress = TourProgress(directory: nil)
  /// Every line run so far, numbered: what `history` lists and time travel replays.
  public let history = SessionHistory()
  /// Where time travel stands: the moment `goto` rebuilt, the branches left behind.
  public let timeTravel = TimeTravel()
  /// Whether commands may write files the user names (`save`); off where the lines come
  /// from no user (the fuzzer).
  public var mayWriteFiles = true

  /// The runs `run` started, by the action they run, until the app closes.
  private var runs: [ObjectIdentifier: CompositeDisposable] = [:]
  /// How many of those runs the session holds.
  let keptRuns = KeptRunCount()

  /// The learner's own values and bindings (`let`, `bind`), over the focused view-model's
  /// members, on the session's clock.
  public private(set) lazy var sandbox = makeSandbox()
  /// The sandbox's values as members, for the path grammar and the event log's names.
  private(set) lazy var sandboxScope = SandboxScope(sandbox: sandbox)
  /// What the sandbox reads from the open app.
  lazy var sandboxSources = SessionSandboxSources(session: self)
  /// The services the sandbox calls.
  lazy var sandboxServices = SessionSandboxServices(plugins: plugins, backends: backends)

  /// Every event of the session, with its cause: what `why`, `log`, `trace` and
  /// `watch` read.
  public let eventLog = EventLog()
  /// Logs into `eventLog`.
  var logger: SessionLogger!
  /// How many lines the session has been given (the number of the last one).
  var lineCount = 0
  /// What the session's live backends received, kept so that time travel rebuilds the
  /// session without asking again.
  public let liveResponses: LiveResponses

  /// A session of `plugins` printing to `console`, on its own queue and clock (starting
  /// in `clockMode`), with a backend registry filled from the plugins whose backends run
  /// on that clock and read `variables` (for credentials); `takeInterrupt` says whether
  /// Ctrl-C was pressed since it was last asked. Everything a
  /// session is made from is an argument here, and building one loads nothing: the
  /// plugins were loaded before. Its live backends keep what they receive in
  /// `liveResponses` (a rebuilt session's are answered from the original's).
  public init(
    console: Console, plugins: Plugins, clockMode: SessionClock.Mode = .real,
    variables: [String: String] = [:], takeInterrupt: @escaping @Sendable () -> Bool = { false },
    liveResponses: LiveResponses = LiveResponses()
  ) {
    self.liveResponses = liveResponses
    queue = DispatchQueue(label: "mvvm.session")
    clock = SessionClock(queue: queue, mode: clockMode)
    self.console = console
    self.plugins = plugins
    backends = BackendRegistry(
      environment: BackendEnvironment(
        scheduler: clock, variables: variables, liveResponses: liveResponses))
    plugins.register(into: backends)
    registeredScreens = RegisteredScreenRenderer(views: plugins.views)
    self.takeInterrupt = takeInterrupt
    ReactiveResources.isCounting = true
    queue.setSpecific(key: Self.queueKey, value: ObjectIdentifier(queue))
    console.masksSecrets { [backends] in backends.secretMasking }
    startRecording()
    clock.afterFire = { [weak self] isTick in self?.resourcesMayHaveChanged(byTick: isTick) }
  }

  deinit {
    // ReactiveCore's instrument holds the logger until its session is gone.
    logger?.detach(from: queue)
  }

  /// The apps `open` knows, in the order they were registered.
  public var apps: [AppDefinition] { plugins.apps }

  /// The screen on top of the stack.
  public var currentScreen: Screen? { stack.last }

  /// The view-model commands act on, if an app is open.
  public var focus: (any ViewModel)? { currentScreen?.focus }

  /// The focus, or an error telling the user to open an app.
  public func requireFocus() throws -> any ViewModel {
    guard let focus else {
      throw ShellError(
        "no app is open; type `open APP` (apps: \(apps.map(\.name).joined(separator: ", ")))")
    }
    return focus
  }

  /// Runs `body` on the session queue and returns its result; runs it at once when
  /// already there.
  public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    if isOnQueue { return try body() }
    return try queue.sync(execute: body)
  }

  /// Whether the caller is on the session queue.
  public var isOnQueue: Bool {
    DispatchQueue.getSpecific(key: Self.queueKey) == ObjectIdentifier(queue)
  }

  /// Runs `body` on the session queue after the current work.
  func later(_ body: @escaping () -> Void) {
    let box = SendableBox(body)
    queue.async { box.value() }
  }

  /// Runs `body` on the session queue `seconds` from now (real time).
  func later(after seconds: Double, _ body: @escaping () -> Void) {
    let box = SendableBox(body)
    queue.asyncAfter(deadline: .now() + seconds) { box.value() }
  }

  /// Opens `app`, closing whatever was open.
  public func open(_ app: AppDefinition) {
    closeApp()
    logger.forgetPipelines()
    appName = app.name
    let services = ResolvingViewModelServices(
      resolver: backends, scheduler: clock,
      push: { [weak self] viewModel in self?.onQueue { self?.push(viewModel) } },
      pop: { [weak self] in self?.onQueue { self?.popFromViewModel() } })
    stack = [Screen(root: app.make(services))]
    focusChanged()
  }

  /// What closing the open app would end, for `open` to say: `APP: 2 screens, 1 watch
  /// (searchText)`; nil when no app is open.
  public var openAppSummary: String? {
    guard let appName else { return nil }
    let screens = stack.count == 1 ? "1 screen" : "\(stack.count) screens"
    let paths = watches.paths
    let watched =
      paths.isEmpty
      ? ""
      : ", \(paths.count) \(paths.count == 1 ? "watch" : "watches") (\(paths.joined(separator: ", ")))"
    return "\(appName): \(screens)\(watched)\(sandboxSummary)"
  }

  /// Closes the open app: stops watches, trace subscriptions, running commands and the
  /// sandbox's values and bindings (they are built on the app's members).
  public func closeApp() {
    let endsSandbox = appName != nil
    for run in runs.values { run.dispose() }
    runs = [:]
    watches.removeAll()
    if let appName { eventLog.appClosed(named: appName) }
    // The screens are released after the stack is emptied, not while: what their
    // pipelines report as they end may make the log read the stack (to name it afresh).
    let closing = stack
    for screen in closing { expectGone(screen, after: "close") }
    stack = []
    // The log forgets the closed app's names now: its objects are freed below, and the
    // next app's may be made at their addresses (a kept name would log the new app's
    // change as a closed screen's row's, the row depending on the allocator).
    logger.stackChanged()
    appName = nil
    if endsSandbox { endSandbox() }
    tracer.flush()
    withExtendedLifetime(closing) {}
  }

  /// Shows `viewModel` on top of the stack and says so.
  public func push(_ viewModel: any ViewModel) {
    stack.append(Screen(root: viewModel))
    logger.navigated(Inspection.label(of: viewModel), "pushed", owner: ViewModelID.of(viewModel))
    console.live("→ pushed \(Inspection.label(of: viewModel))", style: .navigation)
    focusChanged()
  }

  /// Removes the top screen (`back`). Throws when only the app's first screen is left.
  public func pop() throws {
    guard stack.count > 1 else {
      throw ShellError(
        "already at the first screen of \(appName ?? "the app"); nothing to go back to")
    }
    let popped = stack.removeLast()
    expectGone(popped, after: "back")
    let current = stack[stack.count - 1].root
    logger.navigated(Inspection.label(of: popped.root), "popped")
    watches.screenPopped(popped.root, name: Inspection.label(of: popped.root))
    console.live(
      "← popped \(Inspection.label(of: popped.root)); back at \(Inspection.label(of: current))",
      style: .navigation)
    focusChanged()
  }

  /// Keeps a run that `run` started alive until it ends, the app closes or `cancel`
  /// ends it; returns what lets go of it when it ends on its own.
  func keep(_ run: Disposable, of action: AnyObject) -> Disposable? {
    let key = ObjectIdentifier(action)
    let kept = runs[key] ?? CompositeDisposable()
    runs[key] = kept
    return kept.add(keptRuns.counted(run))
  }

  /// Ends the runs of `action` that `run` started (they end interrupted).
  func cancelRuns(of action: AnyObject) {
    runs.removeValue(forKey: ObjectIdentifier(action))?.dispose()
  }

  /// Ends every run `run` started and every backend request in flight (each fails with
  /// "the request was cancelled"); returns how many requests were in flight, those the
  /// runs had started included.
  func cancelEverything() -> Int {
    let requests = backends.environment.requests
    let inFlight = requests.count
    for run in runs.values { run.dispose() }
    runs = [:]
    requests.cancelAll()
    return inFlight
  }

  /// Tells the tracer and the prompt that the focus moved.
  func focusChanged() {
    logger.stackChanged()
    onPromptChange?(prompt)
  }

  /// The prompt: the app, the screens pushed on it and the focus path; at a moment of
  /// the past, that moment's, then where it is (`APP/SearchResults @5> `).
  public var prompt: String {
    guard let standing = timeTravel.standing else { return (promptPath ?? "mvvm") + "> " }
    let path = standing.session.perform { standing.session.promptPath }
    return (path ?? "mvvm") + " @\(standing.label)> "
  }

  /// The app, the screens pushed on it and the focus path (`APP/SearchResults`); nil
  /// when no app is open.
  var promptPath: String? {
    guard let appName else { return nil }
    var parts = [appName]
    for screen in stack.dropFirst() { parts.append(screen.shortName) }
    if let screen = currentScreen { parts += screen.focusPath.map(\.path) }
    return parts.joined(separator: "/")
  }

  /// Seconds since the session started, continuous across clock switches.
  var elapsedSeconds: TimeInterval { clock.elapsed }

  private func popFromViewModel() {
    do { try pop() } catch { console.error("\(error)") }
  }

  private func onQueue(_ body: @escaping () -> Void) {
    if isOnQueue { body() } else { later(body) }
  }
}

/// Carries a closure to the session queue; only that queue runs it.
struct SendableBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
