extension Signal {
  /// Forwards the values of this signal and `other` as they come; completes when both
  /// have completed.
  public func merge(with other: Signal<Value, Error>) -> Signal<Value, Error> {
    Signal.merge([self, other], describedAs: "merge(with:)")
  }
}

extension SignalProducer {
  /// Starts this producer and `other` and forwards the values of both as they come.
  public func merge(with other: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    SignalProducer.merge(self, other)
  }
}
