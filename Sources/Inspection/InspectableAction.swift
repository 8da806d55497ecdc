import ReactiveCore
import ViewModelKit

/// Type-erased access to a view-model's `Action`, found by `Inspection`: its state, and
/// a way to run it with a typed literal as input.
public protocol InspectableAction: AnyObject {
  /// The input type: `Void` for an action run without a value.
  var inputType: Any.Type { get }

  /// The type of the values a run produces.
  var outputType: Any.Type { get }

  /// Whether `run` needs a value.
  var takesInput: Bool { get }

  /// `isEnabled`, as a property.
  var enabledProperty: InspectableProperty { get }

  /// `isExecuting`, as a property.
  var executingProperty: InspectableProperty { get }

  /// Why the action is disabled right now, when it can say (its enabling rule returned a
  /// reason, or a run is in progress); nil when it is enabled or has no reason to give.
  var reasonDisabled: String? { get }

  /// Starts a run with `input` (nil for an action without input); `onEvent` receives the
  /// run's events as they happen. Throws `InspectionError` when the input does not fit or
  /// the action is disabled. Dispose the result to cancel the run.
  func start(with input: ValueLiteral?, onEvent: @escaping (ActionEvent) -> Void) throws
    -> Disposable

  /// Calls `handler` with the events of every run from now on.
  func observeEvents(_ handler: @escaping (ActionEvent) -> Void) -> Disposable?
}

extension Action: InspectableAction {
  /// The input type: `Void` for an action run without a value.
  public var inputType: Any.Type { Input.self }

  /// The type of the values a run produces.
  public var outputType: Any.Type { Output.self }

  /// Whether `run` needs a value.
  public var takesInput: Bool { Input.self != Void.self }

  /// `isEnabled`, as a property.
  public var enabledProperty: InspectableProperty { isEnabled }

  /// `isExecuting`, as a property.
  public var executingProperty: InspectableProperty { isExecuting }

  /// Why the action is disabled, from the rule it was built with
  /// (`Action(state:disabledWhen:execute:)`): nil when it is enabled, or when it was
  /// built from a plain `Bool` rule.
  public var reasonDisabled: String? {
    guard !isEnabled.value else { return nil }
    let availability = ActionInspection.enablingValue(of: self) as? ExplainsAvailability
    if let reason = availability?.reasonDisabled { return reason }
    return isExecuting.value ? availability?.reasonWhileRunning : nil
  }

  /// Starts a run; see `InspectableAction.start(with:onEvent:)`.
  public func start(with input: ValueLiteral?, onEvent: @escaping (ActionEvent) -> Void) throws
    -> Disposable
  {
    let value = try convertedInput(input)
    // The action itself decides, under its own lock, whether this run may start: its
    // `isEnabled` property follows that state a moment later when a run ends on another
    // thread, so reading it first could refuse a run the action would take.
    let refusal = RefusedStart()
    let run = apply(value).start { event in
      switch event {
      case .value(let output): onEvent(.value(output))
      case .failed(.disabled):
        if refusal.isStarting { refusal.wasRefused = true } else { onEvent(.failed("disabled")) }
      case .failed(.producerFailed(let error)): onEvent(.failed(String(describing: error)))
      case .completed: onEvent(.completed)
      case .interrupted: onEvent(.interrupted)
      }
    }
    refusal.isStarting = false
    if refusal.wasRefused { throw InspectionError.actionDisabled(reason: reasonDisabled) }
    return run
  }

  /// Calls `handler` with the events of every run from now on.
  public func observeEvents(_ handler: @escaping (ActionEvent) -> Void) -> Disposable? {
    events.observeValues { event in
      switch event {
      case .value(let output): handler(.value(output))
      case .failed(let error): handler(.failed(String(describing: error)))
      case .completed: handler(.completed)
      case .interrupted: handler(.interrupted)
      }
    }
  }

  private func convertedInput(_ literal: ValueLiteral?) throws -> Input {
    if let none = () as? Input {
      guard literal == nil else { throw InspectionError.actionTakesNoInput }
      return none
    }
    guard let literal else {
      throw InspectionError.actionNeedsInput(type: TypeName.of(Input.self))
    }
    guard let convertible = Input.self as? any LiteralConvertible.Type else {
      throw InspectionError.notSettable(type: TypeName.of(Input.self))
    }
    guard let input = LiteralConversion.convert(literal, to: convertible) as? Input else {
      throw InspectionError.wrongType(expected: TypeName.of(Input.self), got: literal)
    }
    return input
  }
}
