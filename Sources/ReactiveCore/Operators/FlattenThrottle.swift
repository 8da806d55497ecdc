extension Signal {
  /// `flatten(.throttle)`: starts an inner producer only when none is running; inners
  /// that arrive meanwhile are dropped. Completes once this signal and the running
  /// inner have completed.
  @inlinable
  func flattenThrottle<U>() -> Signal<U, Error> where Value == SignalProducer<U, Error> {
    Signal<U, Error> { observer, lifetime in
      let state = Locked(LatestState())
      let current = SerialDisposable()
      lifetime += current
      lifetime += self.observe { event in
        switch event {
        case .value(let producer):
          let isFree = state.withLock { state -> Bool in
            guard !state.isInnerActive else { return false }
            state.isInnerActive = true
            return true
          }
          guard isFree else { return }
          let run = producer.start { innerEvent in
            guard case .completed = innerEvent else {
              observer.send(innerEvent)
              return
            }
            let done = state.withLock { state -> Bool in
              state.isInnerActive = false
              return state.isOuterCompleted
            }
            if done { observer.sendCompleted() }
          }
          if !run.isDisposed { current.inner = run }
        case .failed(let error): observer.send(error: error)
        case .interrupted: observer.sendInterrupted()
        case .completed:
          let done = state.withLock { state -> Bool in
            state.isOuterCompleted = true
            return !state.isInnerActive
          }
          if done { observer.sendCompleted() }
        }
      }
    }
  }
}
