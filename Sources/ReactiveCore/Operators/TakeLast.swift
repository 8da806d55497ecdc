extension Signal {
  /// Keeps the last `count` values and sends them when this signal completes; a
  /// failure or an interruption sends none of them.
  @inlinable
  public func take(last count: Int) -> Signal<Value, Error> {
    precondition(count >= 0, "take(last:) needs a count of zero or more")
    return Signal.unaryStage(
      after: self,
      { stage, lifetime in
        let report = StageReport.begin("take(last: \(count))", after: [self.core])
        report?.sends(on: stage)
        var buffer: [Value] = []
        buffer.reserveCapacity(Swift.min(count, 64))
        lifetime.addForGood(
          self.observe { event in
            switch event {
            case .value(let value):
              guard count > 0 else {
                report?.drop(value)
                return
              }
              if buffer.count == count {
                let evicted = buffer.removeFirst()
                report?.drop(evicted)
              }
              buffer.append(value)
              report?.hold(value) {}
            case .completed:
              let kept = buffer
              buffer = []
              for value in kept {
                guard let report else {
                  stage.deliver(.value(value))
                  continue
                }
                report.pass(value) { stage.deliver(.value(value)) }
              }
              stage.deliver(.completed)
            case .failed, .interrupted:
              if let report { buffer.forEach(report.drop) }
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
