import EventLog
import Inspection
import ReactiveCore
import ViewModelKit

extension Session {
  /// What is alive now (see `ResourceCensus`). Notes every view-model the stack reaches
  /// first, so the counts include rows made since the last look.
  public var resourceCensus: ResourceCensus {
    noteViewModels(of: stack)
    return ResourceCensus(
      viewModels: liveViewModels.countsByType,
      reachable: stack.map { Self.reachableTypes(from: $0.root) },
      screenNames: screenNames, counts: reactiveCounts(),
      requestsInFlight: backends.environment.requests.count)
  }

  /// Remembers, weakly, every view-model `screens` reach, so that one still alive after
  /// its screen is gone keeps being counted.
  func noteViewModels(of screens: [Screen]) {
    for screen in screens {
      Self.visitViewModels(from: screen.root) { liveViewModels.note($0) }
    }
  }

  /// Notes the view-models that the property changes since the last look brought in
  /// (`arrivingViewModels`, from `SessionLogger.onViewModelsMayArrive`), and those they
  /// reach, deeply, but none a view-model noted before reaches: it was walked when it was
  /// noted, and a change since to what it holds arrived here too. A screen's are noted
  /// as it comes and goes (`stack`), so a line's cost grows with the rows it made, not
  /// with the rows the stack holds.
  func noteArrivedViewModels() {
    var pending = arrivingViewModels.compactMap(\.viewModel)
    arrivingViewModels = []
    while let viewModel = pending.popLast() {
      guard !liveViewModels.isNoted(viewModel) else { continue }
      liveViewModels.note(viewModel)
      for member in Inspection.members(of: viewModel) {
        guard let property = member.property else { continue }
        pending += Inspection.childViewModels(in: property.currentValue)
      }
    }
  }

  /// Keeps, weakly, the view-models `value` (a property's new value, replacing `old`)
  /// holds that are not noted yet, for `noteArrivedViewModels`. Of a list of view-models,
  /// only those from the first that `old` did not hold at the same place.
  func viewModelsMayArrive(in value: Any, replacing old: Any) {
    let candidates =
      (value as? any ViewModelList)?.viewModels(after: old) ?? Inspection.childViewModels(in: value)
    for viewModel in candidates where !liveViewModels.isNoted(viewModel) {
      arrivingViewModels.append(PinnedViewModel(viewModel))
    }
  }

  /// The names `resources.NAME` accepts: the view-model types seen in this session,
  /// ReactiveCore's counts, `inFlight` and `leaks` (the session's leak reports).
  public var resourceNames: [String] {
    liveViewModels.typesSeen + ReactiveResources.current.named.map(\.name) + [
      "inFlight", "leaks",
    ]
  }

  /// The count `resources.NAME` reads: 0 for a view-model type seen before and gone now.
  /// Throws, naming the nearest name, for a name nothing counts.
  public func resourceCount(named name: String) throws -> Int {
    if name == "leaks" { return leakReports.count }
    let census = resourceCensus
    if let count = census.count(named: name) { return count }
    let names = resourceNames
    if names.contains(name) { return 0 }
    throw ShellError(
      "resources.\(name): nothing by that name is counted\(DidYouMean.hint(for: name, in: names)) (view-model types seen, \(ReactiveResources.current.named.map(\.name).joined(separator: ", ")), inFlight, leaks)"
    )
  }

  /// Samples the counts `resources.NAME` reads now, for `timeline resources.NAME`: the
  /// view-model types too when `viewModelTypes` (after a line: finding them walks the
  /// stack, too much after every action the clock runs).
  func sampleResources(viewModelTypes: Bool) {
    sampleResourcesDue(before: nil)
    sampleResources(viewModelTypes: viewModelTypes, at: elapsedMilliseconds)
  }

  /// After an action the clock ran: after a tick of a repeating action on the virtual
  /// clock, where the ticks of one time (every row's clock) run one after another, the
  /// counts are sampled once the clock moves on from that time or a line starts or ends,
  /// since only the last sample of a time is kept; after any other action at once (its
  /// scheduled work, let go of after it ran, is still counted, as it was when it ran).
  func resourcesMayHaveChanged(byTick isTick: Bool) {
    guard isTick, clock.mode == .virtual else { return sampleResources(viewModelTypes: false) }
    resourceSampleDue = elapsedMilliseconds
  }

  /// Before an action the clock runs at `now` (nil: a line ended): takes the sample due
  /// from the actions of an earlier time, the counts being still as they left them.
  func sampleResourcesDue(before now: Int64?) {
    guard let due = resourceSampleDue, due != now else { return }
    resourceSampleDue = nil
    sampleResources(viewModelTypes: false, at: due)
  }

  private func sampleResources(viewModelTypes: Bool, at milliseconds: Int64) {
    var counts = reactiveCounts().named
    counts += [("inFlight", backends.environment.requests.count), ("leaks", leakReports.count)]
    if viewModelTypes {
      noteArrivedViewModels()
      let alive = liveViewModels.countsByType
      counts += liveViewModels.typesSeen.map { ($0, alive[$0] ?? 0) }
    }
    resourceSamples.record(counts, at: milliseconds * TimelineBuilder.nanosecondsPerMillisecond)
  }

  /// The row `timeline resources.NAME` draws: the samples of `name`, where its count
  /// changed. Throws, as `resourceCount(named:)` does, for a name nothing counts.
  func resourceTimelineRow(named name: String, label: String) throws -> Timeline.Row {
    _ = try resourceCount(named: name)
    return resourceSamples.row(for: name, label: label)
  }

  /// Remembers, weakly, what `screen` reaches as it leaves the stack after `event`
  /// (`back`, `close`), for `checkForLeaks()`.
  func expectGone(_ screen: Screen, after event: String) {
    var reached: [LeakCheck.Reached] = []
    Self.visitViewModels(from: screen.root) { reached.append(LeakCheck.Reached(viewModel: $0)) }
    leakChecks.append(
      LeakCheck(
        event: event, line: lineCount, screen: Inspection.label(of: screen.root), reached: reached))
  }

  /// Checks the screens that left the stack once no request is in flight (their pending
  /// work has run: on the virtual clock at once, on the real clock after their requests
  /// end): prints a report of what each left alive, beyond what the stack still reaches
  /// on purpose, and keeps it for `leaks`.
  func checkForLeaks() {
    guard !leakChecks.isEmpty, backends.environment.requests.count == 0 else { return }
    var kept: Set<ObjectIdentifier> = []
    for screen in stack {
      Self.visitViewModels(from: screen.root) { kept.insert(ObjectIdentifier($0)) }
    }
    let checks = leakChecks
    leakChecks = []
    screensChecked += checks.count
    for check in checks {
      guard let report = check.report(keptBy: kept) else { continue }
      leakReports.append(report)
      console.result(report.text)
    }
  }

  /// How many view-models of each type `root` reaches, itself included.
  private static func reachableTypes(from root: any ViewModel) -> [String: Int] {
    var counts: [String: Int] = [:]
    visitViewModels(from: root) { counts[$0.typeName, default: 0] += 1 }
    return counts
  }

  /// Calls `body` once for `root` and every view-model its members hold, deeply.
  static func visitViewModels(
    from root: any ViewModel, _ body: (any ViewModel) -> Void
  ) {
    var seen: Set<ObjectIdentifier> = []
    var pending: [any ViewModel] = [root]
    while let viewModel = pending.popLast() {
      guard seen.insert(ObjectIdentifier(viewModel)).inserted else { continue }
      body(viewModel)
      for member in Inspection.members(of: viewModel) {
        guard let property = member.property else { continue }
        pending += Inspection.childViewModels(in: property.currentValue)
      }
    }
  }
}
