import ReactiveCore

extension SignalProducer {
  /// A producer that calls `makeProducer` on every start and forwards its run: the
  /// service is looked up when the request starts, not when the pipeline is built.
  public static func deferred(_ makeProducer: @escaping () -> SignalProducer) -> SignalProducer {
    SignalProducer { observer, lifetime in
      lifetime += makeProducer().start(observer)
    }
  }

  /// The run's values as `.success` and its failure as a last `.failure` value, so
  /// that one failed request can be shown without ending the pipeline it runs in.
  public func resultValues() -> SignalProducer<Result<Value, Error>, Never> {
    map { Result<Value, Error>.success($0) }
      .flatMapError { SignalProducer<Result<Value, Error>, Never>(value: .failure($0)) }
  }
}
