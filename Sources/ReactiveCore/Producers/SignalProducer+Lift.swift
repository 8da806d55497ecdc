extension SignalProducer {
  /// A producer that applies a signal operator to the signal of each run: the way every
  /// producer operator is built from its `Signal` form.
  public func lift<U, F>(
    _ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>
  ) -> SignalProducer<U, F> {
    SignalProducer<U, F> { observer, lifetime in
      self.startWithSignal { signal, interrupter in
        lifetime += interrupter
        lifetime += transform(signal).observe(observer)
      }
    }
  }

  /// A producer that applies a binary signal operator to the signals of a run of this
  /// producer and a run of `other`, started together (this one first).
  public func lift<U, F, V, G>(
    with other: SignalProducer<U, F>,
    _ transform: @escaping (Signal<Value, Error>, Signal<U, F>) -> Signal<V, G>
  ) -> SignalProducer<V, G> {
    SignalProducer<V, G> { observer, lifetime in
      let left = self.prepareRun()
      let right = other.prepareRun()
      lifetime += left.interrupter
      lifetime += right.interrupter
      lifetime += transform(left.signal, right.signal).observe(observer)
      left.start()
      right.start()
    }
  }
}
