extension Signal {
  /// Sends `transform` of the latest value on `scheduler`: values that arrive while a
  /// transform is waiting to run replace the waiting one, so only the latest is
  /// transformed. Completion and failure follow a waiting value; an interruption drops
  /// it.
  public func lazyMap<U>(on scheduler: Scheduler, transform: @escaping (Value) -> U) -> Signal<
    U, Error
  > {
    Signal<U, Error> { observer, lifetime in
      let waiting = Locked<Value?>(nil)
      let scheduled = SerialDisposable()
      lifetime += scheduled
      lifetime += self.observe { event in
        switch event {
        case .value(let value):
          let wasIdle = waiting.withLock { slot -> Bool in
            defer { slot = value }
            return slot == nil
          }
          guard wasIdle else { return }
          scheduled.inner = scheduler.schedule {
            let latest = waiting.withLock { slot -> Value? in
              defer { slot = nil }
              return slot
            }
            if let latest { observer.send(value: transform(latest)) }
          }
        case .interrupted:
          scheduled.dispose()
          scheduler.schedule { observer.sendInterrupted() }
        case .failed(let error): scheduler.schedule { observer.send(error: error) }
        case .completed: scheduler.schedule { observer.sendCompleted() }
        }
      }
    }
  }
}

extension SignalProducer {
  /// Sends `transform` of the latest value on `scheduler`, transforming only the
  /// latest of the values that arrive while one waits.
  public func lazyMap<U>(on scheduler: Scheduler, transform: @escaping (Value) -> U)
    -> SignalProducer<U, Error>
  {
    lift({ $0.lazyMap(on: scheduler, transform: transform) }, interruptingOn: scheduler)
  }
}
