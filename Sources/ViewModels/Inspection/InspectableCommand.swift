import ReactiveCore

/// Type-erased access to a view-model's `Action`, found by `Inspection`: its state, and
/// a way to run it with a typed literal as input.
public protocol InspectableCommand: AnyObject {
  /// The input type: `Void` for a command run without a value.
  var inputType: Any.Type { get }

  /// The type of the values a run produces.
  var outputType: Any.Type { get }

  /// Whether `run` needs a value.
  var takesInput: Bool { get }

  /// `isEnabled`, as a property.
  var enabledProperty: InspectableProperty { get }

  /// `isExecuting`, as a property.
  var executingProperty: InspectableProperty { get }

  /// Starts a run with `input` (nil for a command without input); `onEvent` receives the
  /// run's events as they happen. Throws `InspectionError` when the input does not fit or
  /// the command is disabled. Dispose the result to cancel the run.
  func start(with input: ValueLiteral?, onEvent: @escaping (CommandEvent) -> Void) throws
    -> Disposable

  /// Calls `handler` with the events of every run from now on.
  func observeEvents(_ handler: @escaping (CommandEvent) -> Void) -> Disposable?
}

extension Action: InspectableCommand {
  /// The input type: `Void` for a command run without a value.
  public var inputType: Any.Type { Input.self }

  /// The type of the values a run produces.
  public var outputType: Any.Type { Output.self }

  /// Whether `run` needs a value.
  public var takesInput: Bool { Input.self != Void.self }

  /// `isEnabled`, as a property.
  public var enabledProperty: InspectableProperty { isEnabled }

  /// `isExecuting`, as a property.
  public var executingProperty: InspectableProperty { isExecuting }

  /// Starts a run; see `InspectableCommand.start(with:onEvent:)`.
  public func start(with input: ValueLiteral?, onEvent: @escaping (CommandEvent) -> Void) throws
    -> Disposable
  {
    let value = try convertedInput(input)
    guard isEnabled.value else { throw InspectionError.commandDisabled(reason: nil) }
    return apply(value).start { event in
      switch event {
      case .value(let output): onEvent(.value(output))
      case .failed(.disabled): onEvent(.failed("disabled"))
      case .failed(.producerFailed(let error)): onEvent(.failed(String(describing: error)))
      case .completed: onEvent(.completed)
      case .interrupted: onEvent(.interrupted)
      }
    }
  }

  /// Calls `handler` with the events of every run from now on.
  public func observeEvents(_ handler: @escaping (CommandEvent) -> Void) -> Disposable? {
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
      guard literal == nil else { throw InspectionError.commandTakesNoInput }
      return none
    }
    guard let literal else {
      throw InspectionError.commandNeedsInput(type: TypeName.of(Input.self))
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
