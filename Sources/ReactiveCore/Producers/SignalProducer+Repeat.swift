import Foundation

extension SignalProducer {
  /// Runs this producer `count` times in a row, each run starting when the one before
  /// completes; a failure or an interruption ends it. Zero times completes at once.
  public func `repeat`(_ count: Int) -> SignalProducer<Value, Error> {
    precondition(count >= 0, "repeat needs a count of zero or more")
    guard count > 1 else { return count == 0 ? .empty : self }
    return SignalProducer { observer, lifetime in
      let current = SerialDisposable()
      lifetime += current
      // Runs follow one another in a loop, not recursively, so that a producer that
      // completes synchronously does not grow the stack with the count.
      let state = Locked((remaining: count, isLooping: false, wantsRun: false))
      func runNext() {
        let isLooper = state.withLock { state -> Bool in
          state.wantsRun = true
          guard !state.isLooping else { return false }
          state.isLooping = true
          return true
        }
        guard isLooper else { return }
        while true {
          let starts = state.withLock { state -> Bool in
            guard state.wantsRun, state.remaining > 0, !lifetime.hasEnded else {
              state.isLooping = false
              return false
            }
            state.wantsRun = false
            state.remaining -= 1
            return true
          }
          guard starts else { return }
          self.startWithSignal { signal, interrupter in
            current.inner = interrupter
            signal.observe { event in
              guard case .completed = event else {
                observer.send(event)
                return
              }
              if state.withLock({ $0.remaining > 0 }) {
                runNext()
              } else {
                observer.sendCompleted()
              }
            }
          }
        }
      }
      runNext()
    }
  }

  /// Restarts the producer after a failure, waiting `interval` on `scheduler` before
  /// each new attempt, up to `count` times; the last failure is forwarded at once.
  public func retry(upTo count: Int, interval: TimeInterval, on scheduler: DateScheduler)
    -> SignalProducer<Value, Error>
  {
    precondition(count >= 0, "retry(upTo:interval:on:) needs a count of zero or more")
    guard count > 0 else { return self }
    return SignalProducer { observer, lifetime in
      let retriesLeft = Locked(count)
      lifetime += self.flatMapError { error -> SignalProducer<Value, Error> in
        let waits = retriesLeft.withLock { left -> Bool in
          defer { left -= 1 }
          return left > 0
        }
        let failure = SignalProducer(error: error)
        return waits ? SignalProducer.empty.delay(interval, on: scheduler).concat(failure) : failure
      }
      .retry(upTo: count)
      .start(observer)
    }
  }
}
