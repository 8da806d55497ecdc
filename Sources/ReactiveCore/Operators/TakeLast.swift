extension Signal {
  /// Keeps the last `count` values and sends them when this signal completes; a
  /// failure or an interruption sends none of them.
  @inlinable
  public func take(last count: Int) -> Signal<Value, Error> {
    precondition(count >= 0, "take(last:) needs a count of zero or more")
    return Signal.unaryStage(
      after: self,
      { stage, lifetime in
        var buffer: [Value] = []
        buffer.reserveCapacity(Swift.min(count, 64))
        lifetime.addForGood(
          self.observe { event in
            switch event {
            case .value(let value):
              guard count > 0 else { return }
              if buffer.count == count { buffer.removeFirst() }
              buffer.append(value)
            case .completed:
              let kept = buffer
              buffer = []
              for value in kept { stage.deliver(.value(value)) }
              stage.deliver(.completed)
            case .failed, .interrupted:
              buffer = []
              stage.deliver(event)
            }
          })
      })
  }
}

extension SignalProducer {
  /// Keeps the last `count` values and sends them when this producer completes.
  @inlinable
  public func take(last count: Int) -> SignalProducer<Value, Error> {
    lift { $0.take(last: count) }
  }
}
