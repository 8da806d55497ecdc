extension Signal {
  /// Collects values into an array and sends it whenever `shouldEmit` says the array
  /// (with the latest value added) is complete; the rest is sent on completion. An
  /// empty signal sends one empty array.
  @inlinable
  public func collect(_ shouldEmit: @escaping (_ collectedValues: [Value]) -> Bool) -> Signal<
    [Value], Error
  > {
    collecting { collected, latest in
      collected.append(latest)
      guard shouldEmit(collected) else { return nil }
      defer { collected.removeAll(keepingCapacity: true) }
      return collected
    }
  }

  /// Collects values into an array and, when `shouldEmit(collected, latest)` holds,
  /// sends the array collected so far and starts the next one with `latest`.
  @inlinable
  public func collect(_ shouldEmit: @escaping (_ collected: [Value], _ latest: Value) -> Bool)
    -> Signal<[Value], Error>
  {
    collecting { collected, latest in
      guard shouldEmit(collected, latest) else {
        collected.append(latest)
        return nil
      }
      defer { collected = [latest] }
      return collected
    }
  }

  @inlinable
  func collecting(_ modify: @escaping (inout [Value], Value) -> [Value]?) -> Signal<[Value], Error>
  {
    Signal<[Value], Error>.unaryStage(
      after: self,
      { stage, lifetime in
        let report = StageReport.begin("collect(_:)", after: [self.core])
        report?.sends(on: stage)
        var collected: [Value] = []
        var hasReceivedValues = false
        lifetime.addForGood(
          self.observe { event in
            switch event {
            case .value(let value):
              hasReceivedValues = true
              let full = modify(&collected, value)
              guard let report else {
                if let full { stage.deliver(.value(full)) }
                return
              }
              guard let full else { return report.hold(value) {} }
              report.pass(value, sending: { full }) { stage.deliver(.value($0)) }
            case .completed:
              if !collected.isEmpty || !hasReceivedValues { stage.deliver(.value(collected)) }
              collected = []
              stage.deliver(.completed)
            case .failed(let error): stage.deliver(.failed(error))
            case .interrupted: stage.deliver(.interrupted)
            }
          })
      })
  }
}

extension SignalProducer {
  /// Collects values into arrays that `shouldEmit` says are complete.
  @inlinable
  public func collect(_ shouldEmit: @escaping (_ collectedValues: [Value]) -> Bool)
    -> SignalProducer<[Value], Error>
  {
    lift { $0.collect(shouldEmit) }
  }

  /// Collects values into arrays, starting a new one with `latest` whenever
  /// `shouldEmit(collected, latest)` holds.
  @inlinable
  public func collect(_ shouldEmit: @escaping (_ collected: [Value], _ latest: Value) -> Bool)
    -> SignalProducer<[Value], Error>
  {
    lift { $0.collect(shouldEmit) }
  }
}
