/// A command: repeatable work started with an input, which is enabled or disabled by
/// state and never runs twice at once (it disables itself while executing). Every run's
/// events are also sent on `events`, `values`, `errors` and `completed`, so a view-model
/// can react to all runs in one place.
public final class Action<Input, Output, Error: Swift.Error>: @unchecked Sendable {
  private struct RunState {
    var isUserEnabled: Bool
    var isExecuting = false
    var input: Any
    var isEnabled: Bool { isUserEnabled && !isExecuting }
  }

  private let runState: MutableProperty<RunState>
  private let execute: (Any, Input) -> SignalProducer<Output, Error>
  private let eventsObserver: Signal<Signal<Output, Error>.Event, Never>.Observer
  private let disabledErrorsObserver: Signal<(), Never>.Observer
  private let token = Lifetime.Token()
  private let stateSubscription: Disposable
  /// The property the action is enabled by (`enabledIf:` or `state:`), held strongly so
  /// that a temporary derived property keeps enabling the action; also what
  /// `ReactiveInspection.enablingProperty(of:)` reports.
  let enablingProperty: AnyObject

  /// The events of every run, in order.
  public let events: Signal<Signal<Output, Error>.Event, Never>
  /// The values of every run.
  public let values: Signal<Output, Never>
  /// The errors of every run that failed.
  public let errors: Signal<Error, Never>
  /// Sends once for every run that completed successfully.
  public let completed: Signal<(), Never>
  /// Sends once for every `apply` refused because the action was disabled.
  public let disabledErrors: Signal<(), Never>
  /// Whether a run is in progress.
  public let isExecuting: Property<Bool>
  /// Whether `apply` would start a run now: the state allows it and none is running.
  public let isEnabled: Property<Bool>
  /// Ends when the action is released.
  public let lifetime: Lifetime

  /// An action whose runs see the current value of `state`, enabled while
  /// `isEnabled(state)` holds and no run is in progress.
  public init<State: PropertyProtocol>(
    state: State,
    enabledIf isEnabled: @escaping (State.Value) -> Bool,
    execute: @escaping (State.Value, Input) -> SignalProducer<Output, Error>
  ) {
    let initial = state.value
    runState = MutableProperty(RunState(isUserEnabled: isEnabled(initial), input: initial))
    self.execute = { state, input in execute(state as! State.Value, input) }
    lifetime = Lifetime(token)
    (events, eventsObserver) = Signal<Signal<Output, Error>.Event, Never>.pipe()
    (disabledErrors, disabledErrorsObserver) = Signal<(), Never>.pipe()
    values = events.unreportedCompactMap { $0.value }
    errors = events.unreportedCompactMap { $0.error }
    completed = events.unreportedCompactMap { $0.isCompleted ? () : nil }
    // The action's own plumbing: its runs and rule report themselves, not these stages.
    isExecuting = runState.map({ $0.isExecuting }, reporting: nil)
      .skipRepeats(==, reporting: nil)
    self.isEnabled = runState.map({ $0.isEnabled }, reporting: nil)
      .skipRepeats(==, reporting: nil)
    let runState = runState
    enablingProperty = state
    stateSubscription =
      state.signal.observeValues { value in
        runState.modify {
          $0.input = value
          $0.isUserEnabled = isEnabled(value)
        }
      } ?? AnyDisposable()
    if Instrumentation.isActive { recordOrigins() }
  }

  /// Records this action as what its signals send, so stages made after them name it.
  private func recordOrigins() {
    let input = StageInput.action(ObjectIdentifier(self))
    for core in [events.core, values.core, errors.core, completed.core] as [AnyObject] {
      StageOrigins.record(core, as: input)
    }
  }

  /// An action enabled while `isEnabled` is true (and no run is in progress).
  public convenience init<P: PropertyProtocol>(
    enabledIf isEnabled: P,
    execute: @escaping (Input) -> SignalProducer<Output, Error>
  ) where P.Value == Bool {
    self.init(state: isEnabled, enabledIf: { $0 }) { _, input in execute(input) }
  }

  /// An action that is always enabled when no run is in progress.
  public convenience init(execute: @escaping (Input) -> SignalProducer<Output, Error>) {
    self.init(enabledIf: Property(value: true), execute: execute)
  }

  deinit {
    stateSubscription.dispose()
    eventsObserver.sendCompleted()
    disabledErrorsObserver.sendCompleted()
  }

  /// A producer that, when started, runs the action with `input`: it fails with
  /// `.disabled` if the action is disabled or already running at that moment, and with
  /// `.producerFailed` if the work fails. Disposing it interrupts the run.
  public func apply(_ input: Input) -> SignalProducer<Output, ActionError<Error>> {
    SignalProducer { observer, lifetime in
      let state: Any? = self.runState.modify { state in
        guard state.isEnabled else { return nil }
        state.isExecuting = true
        return state.input
      }
      guard let state else {
        self.disabledErrorsObserver.send(value: ())
        observer.send(error: .disabled)
        return
      }
      let run = {
        lifetime.observeEnded { self.runState.modify { $0.isExecuting = false } }
        self.execute(state, input).startWithSignal { signal, interrupter in
          lifetime += interrupter
          signal.observe { event in
            let deliver = {
              self.eventsObserver.send(value: event)
              observer.send(event.mapError(ActionError.producerFailed))
            }
            guard Instrumentation.isActive else { return deliver() }
            Instrumentation.withCause(self.report(event), deliver)
          }
        }
      }
      guard Instrumentation.isActive else { return run() }
      Instrumentation.withCause(self.reportStarted(input), run)
    }
  }

  /// Reports a run starting with `input`; returns the event's identifier.
  private func reportStarted(_ input: Input) -> UInt64 {
    Instrumentation.report(.actionStarted(action: ObjectIdentifier(self), input: input))
  }

  /// Reports an event of a run; returns the reported event's identifier.
  private func report(_ event: Signal<Output, Error>.Event) -> UInt64 {
    let action = ObjectIdentifier(self)
    switch event {
    case .value(let value):
      return Instrumentation.report(.actionValue(action: action, value: value))
    case .failed(let error):
      return Instrumentation.report(.actionFailed(action: action, error: error))
    case .completed: return Instrumentation.report(.actionCompleted(action: action))
    case .interrupted: return Instrumentation.report(.actionInterrupted(action: action))
    }
  }
}

extension Action: EnablingStateInspectable {}

extension Action where Input == Void {
  /// Runs the action with no input; see `apply(_:)`.
  public func apply() -> SignalProducer<Output, ActionError<Error>> {
    apply(())
  }
}

extension Signal {
  /// `compactMap` without a stage report: an action's own plumbing (its `values`,
  /// `errors`, `completed`), which the action's events already report.
  fileprivate func unreportedCompactMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error>
  {
    Signal<U, Error>.unaryStage(after: self) { stage, lifetime in
      lifetime.addForGood(
        self.observe { event in
          switch event {
          case .value(let value):
            if let mapped = transform(value) { stage.deliver(.value(mapped)) }
          case .failed(let error): stage.deliver(.failed(error))
          case .completed: stage.deliver(.completed)
          case .interrupted: stage.deliver(.interrupted)
          }
        })
    }
  }
}
