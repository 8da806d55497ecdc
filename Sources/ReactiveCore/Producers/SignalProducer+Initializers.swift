extension SignalProducer {
  /// A producer that calls `action` on each start, sends what it returns and
  /// completes.
  public init(_ action: @escaping () -> Value) {
    self.init { observer, _ in
      observer.send(value: action())
      observer.sendCompleted()
    }
  }

  /// A producer that forwards the events of `base` (a signal, a producer or a
  /// property).
  public init<Base: SignalProducerConvertible>(_ base: Base)
  where Base.Value == Value, Base.Error == Error {
    self = base.producer
  }
}

extension SignalProducer where Error == Swift.Error {
  /// A producer that calls the throwing `action` on each start and sends what it
  /// returns, or fails with what it throws.
  public init(_ action: @escaping () throws -> Value) {
    self.init { () -> Result<Value, Swift.Error> in Result { try action() } }
  }
}

extension SignalProducer where Error == Never {
  /// A producer that cannot fail, sending `value` and completing. (Lets the error
  /// type be inferred.)
  @inlinable
  public init(value: Value) {
    self.init(
      { observer, _ in
        observer.send(value: value)
        observer.sendCompleted()
      },
      directStart: { observer in
        observer.send(value: value)
        observer.sendCompleted()
        return FinishedDisposable.shared
      })
  }

  /// A producer that cannot fail, sending every element of `values`, then completing.
  public init<S: Sequence>(_ values: S) where S.Element == Value {
    self.init(Self.sendingEach(of: values))
  }

  /// A producer that cannot fail, sending the given values, then completing.
  public init(values first: Value, _ second: Value, _ rest: Value...) {
    self.init([first, second] + rest)
  }
}
