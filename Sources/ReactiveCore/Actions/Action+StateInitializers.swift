extension Action {
  /// An action whose runs see the current value of `state`, enabled whenever no run is
  /// in progress.
  public convenience init<P: PropertyProtocol>(
    state: P, execute: @escaping (P.Value, Input) -> SignalProducer<Output, Error>
  ) {
    self.init(state: state, enabledIf: { _ in true }, execute: execute)
  }

  /// An action whose state is an optional property: disabled while it holds nil; its
  /// runs see the unwrapped value.
  public convenience init<P: PropertyProtocol, T>(
    unwrapping state: P, execute: @escaping (T, Input) -> SignalProducer<Output, Error>
  ) where P.Value == T? {
    self.init(state: state, enabledIf: { $0 != nil }) { value, input in
      // Enabled only while the state is not nil, and runs see the state that enabled them.
      execute(value!, input)
    }
  }

  /// An action whose state is a validating property: disabled while its latest proposed
  /// value is invalid; its runs see the value it holds.
  public convenience init<T, E>(
    validated state: ValidatingProperty<T, E>,
    execute: @escaping (T, Input) -> SignalProducer<Output, Error>
  ) {
    self.init(state: state.result, enabledIf: { !$0.isInvalid }) { result, input in
      // Enabled only while the result is not invalid, so it holds a value.
      execute(result.value!, input)
    }
  }
}

extension Action where Input == Void {
  /// An action with no input whose runs see the current value of `state`.
  public convenience init<P: PropertyProtocol, T>(
    state: P, execute: @escaping (T) -> SignalProducer<Output, Error>
  ) where P.Value == T {
    self.init(state: state) { value, _ in execute(value) }
  }

  /// An action with no input, disabled while `state` holds nil.
  public convenience init<P: PropertyProtocol, T>(
    unwrapping state: P, execute: @escaping (T) -> SignalProducer<Output, Error>
  ) where P.Value == T? {
    self.init(unwrapping: state) { value, _ in execute(value) }
  }

  /// An action with no input, disabled while `state`'s latest value is invalid.
  public convenience init<T, E>(
    validated state: ValidatingProperty<T, E>,
    execute: @escaping (T) -> SignalProducer<Output, Error>
  ) {
    self.init(validated: state) { value, _ in execute(value) }
  }
}

extension Action: BindingTargetProvider {
  /// A binding target that applies the action to every bound value, for as long as the
  /// action lives; a value bound while it is disabled is dropped (and reported on
  /// `disabledErrors`).
  public var bindingTarget: BindingTarget<Input> {
    BindingTarget(lifetime: lifetime) { [weak self] input in self?.apply(input).start() }
  }
}
