import Dispatch
import Foundation
import Inspection
import Model
import ReactiveCore
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
  /// The apps `open` knows, by name.
  public let apps: [AppDefinition]
  /// The service backends `backends` lists and `use` switches.
  public let backends: BackendRegistry

  /// The open app's name.
  public private(set) var appName: String?
  /// The navigation stack, bottom first.
  public private(set) var stack: [Screen] = []
  /// The watched paths.
  public private(set) lazy var watches = WatchList(
    console: console, screens: { [weak self] in self?.namedScreens ?? [] })
  /// `trace on|off`.
  public private(set) lazy var tracer = Tracer(
    console: console, log: eventLog,
    hopShortlyAfter: { [weak self] body in self?.later(after: Tracer.foldingWindow, body) })
  /// Which members changed when the shell set a property or ran a command, per
  /// view-model: what `graph` shows as observed bindings.
  public internal(set) var observedBindings: [ObjectIdentifier: [ObservedBinding]] = [:]

  /// Called on the session queue with the new prompt whenever the stack or the focus
  /// changes, including pushes and pops a view-model makes on its own.
  public var onPromptChange: ((String) -> Void)?

  /// Whether the user pressed Ctrl-C since the last call; long work on the session queue
  /// (a long `advance`) asks it to know when to stop. Set by the interpreter.
  public internal(set) var takeInterrupt: @Sendable () -> Bool = { false }

  /// Text views tried by `view` before the generic screen, first match wins.
  public var screenRenderers: [any ScreenRenderer] = [TextViewRenderer()]
  /// The characters timelines and graphs are drawn with: plain ASCII under `NO_COLOR`
  /// or `TERM=dumb` (`PictureStyle.from(environment:)`).
  public var pictureStyle = PictureStyle.unicode

  /// What the plugin loader did at start-up, for `plugins`.
  public var plugins = PluginReport()

  /// The tour being taken, if any (`tour NAME`).
  public internal(set) var tour: TourGuide?
  /// Where tours keep how far the learner got.
  public var tourProgress = TourProgress(directory: nil)
  /// The lines that succeeded so far, for `save`.
  public let transcript = SessionTranscript()
  /// Whether commands may write files the user names (`save`); off where the lines come
  /// from no user (the fuzzer).
  public var mayWriteFiles = true
  /// Runs a line as if typed, on the session queue; set by the interpreter. A tour runs
  /// its own lines with it.
  public internal(set) var executeLine: (String) -> CommandInterpreter.LineOutcome = { _ in
    .failed("no interpreter runs this session")
  }

  /// The runs `run` started, by the action they run, until the app closes.
  private var runs: [ObjectIdentifier: CompositeDisposable] = [:]

  /// Every event of the session, with its cause: what `why`, `log`, `trace` and
  /// `watch` read.
  public let eventLog = EventLog()
  /// Records into `eventLog`.
  var recorder: SessionRecorder!
  /// When the session started, on the real clock.
  let startDate = Date()
  /// How many lines the session has been given (the number of the last one).
  var lineCount = 0

  /// A session printing to `console`, with `apps` to open, `backends` to switch, and
  /// `clock` (whose real time must run on `queue`).
  public init(
    queue: DispatchQueue, clock: SessionClock, console: Console, apps: [AppDefinition],
    backends: BackendRegistry
  ) {
    self.queue = queue
    self.clock = clock
    self.console = console
    self.apps = apps
    self.backends = backends
    queue.setSpecific(key: Self.queueKey, value: ObjectIdentifier(queue))
    startRecording()
  }

  /// A session with its own queue and clock, and a backend registry whose backends run
  /// on that clock and read `variables` (for credentials), filled by `registerBackends`.
  public convenience init(
    console: Console, apps: [AppDefinition], clockMode: SessionClock.Mode = .real,
    variables: [String: String] = [:], registerBackends: (BackendRegistry) -> Void
  ) {
    let queue = DispatchQueue(label: "mvvm.session")
    let clock = SessionClock(queue: queue, mode: clockMode)
    let registry = BackendRegistry(
      environment: BackendEnvironment(scheduler: clock, variables: variables))
    registerBackends(registry)
    self.init(queue: queue, clock: clock, console: console, apps: apps, backends: registry)
  }

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
    recorder.forgetPipelines()
    appName = app.name
    let services = ResolvingViewModelServices(
      flickr: { [backends] in backends.service(.flickr) },
      twitter: { [backends] in backends.service(.twitter) },
      userAPI: { [backends] in backends.service(.login) },
      scheduler: clock,
      push: { [weak self] viewModel in self?.onQueue { self?.push(viewModel) } },
      pop: { [weak self] in self?.onQueue { self?.popFromViewModel() } })
    stack = [Screen(root: app.make(services))]
    focusChanged()
  }

  /// What closing the open app would end, for `open` to say: `flickr: 2 screens, 1 watch
  /// (searchText)`; nil when no app is open.
  public var openAppSummary: String? {
    guard let appName else { return nil }
    let screens = stack.count == 1 ? "1 screen" : "\(stack.count) screens"
    let paths = watches.paths
    let watched =
      paths.isEmpty
      ? ""
      : ", \(paths.count) \(paths.count == 1 ? "watch" : "watches") (\(paths.joined(separator: ", ")))"
    return "\(appName): \(screens)\(watched)"
  }

  /// Closes the open app: stops watches, trace subscriptions and running commands.
  public func closeApp() {
    for run in runs.values { run.dispose() }
    runs = [:]
    watches.removeAll()
    stack = []
    appName = nil
    observedBindings = [:]
    tracer.flush()
  }

  /// Shows `viewModel` on top of the stack and says so.
  public func push(_ viewModel: any ViewModel) {
    stack.append(Screen(root: viewModel))
    recorder.navigated(Inspection.label(of: viewModel), "pushed")
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
    let current = stack[stack.count - 1].root
    recorder.navigated(Inspection.label(of: popped.root), "popped")
    watches.screenPopped(popped.root, name: Inspection.label(of: popped.root))
    console.live(
      "← popped \(Inspection.label(of: popped.root)); back at \(Inspection.label(of: current))",
      style: .navigation)
    focusChanged()
  }

  /// Keeps a run that `run` started alive until the app closes or `cancel` ends it.
  func keep(_ run: Disposable, of action: AnyObject) {
    let key = ObjectIdentifier(action)
    let kept = runs[key] ?? CompositeDisposable()
    kept += run
    runs[key] = kept
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
    recorder.stackChanged()
    onPromptChange?(prompt)
  }

  /// The prompt: the app, the screens pushed on it and the focus path.
  public var prompt: String {
    guard let appName else { return "mvvm> " }
    var parts = [appName]
    for screen in stack.dropFirst() { parts.append(screen.shortName) }
    if let screen = currentScreen { parts += screen.focusPath.map(\.path) }
    return parts.joined(separator: "/") + "> "
  }

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
