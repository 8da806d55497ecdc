extension SignalProducer {
  /// Waits for this producer to complete, ignoring its values, then forwards the events
  /// of `replacement`.
  public func then<U>(_ replacement: SignalProducer<U, Error>) -> SignalProducer<U, Error> {
    followed(by: replacement)
  }

  /// `then`'s work, under a name of its own so that the overloads for producers that
  /// cannot fail can share it without being ambiguous.
  private func followed<U>(by replacement: SignalProducer<U, Error>) -> SignalProducer<U, Error> {
    SignalProducer<U, Error> { observer, lifetime in
      self.startWithSignal { signal, interrupter in
        lifetime += interrupter
        lifetime += signal.observe { event in
          switch event {
          case .value: break
          case .failed(let error): observer.send(error: error)
          case .interrupted: observer.sendInterrupted()
          case .completed:
            lifetime += replacement.start(observer)
          }
        }
      }
    }
  }

  /// Forwards this producer's events, then, once it completes, those of `next`.
  public func concat(_ next: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    SignalProducer<SignalProducer<Value, Error>, Error>([self, next]).flatten(.concat)
  }

  /// Sends `value` first, then this producer's events.
  public func prefix(value: Value) -> SignalProducer<Value, Error> {
    SignalProducer(value: value).concat(self)
  }
}

extension SignalProducer where Error == Never {
  /// Waits for this producer to complete, then forwards the events of `replacement`,
  /// which cannot fail either.
  public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Never> {
    followed(by: replacement)
  }

  /// Waits for this producer to complete, then forwards the events of `replacement`,
  /// which may fail.
  public func then<U, F>(_ replacement: SignalProducer<U, F>) -> SignalProducer<U, F> {
    promoteError(F.self).then(replacement)
  }
}
