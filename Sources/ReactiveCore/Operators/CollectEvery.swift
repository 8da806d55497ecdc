import Foundation

extension Signal {
  /// Sends the values received in each window of `interval`, as an array, on
  /// `scheduler`. The windows start when the operator is applied, and an EMPTY array is
  /// sent for a window with no values unless `skipEmpty` is true.
  ///
  /// On completion the values of the unfinished window are dropped and completion is
  /// sent at once, unless `discardWhenCompleted` is false: then they are sent at the end
  /// of the window and completion follows them. Failure and interruption drop them.
  /// Terminal events are sent on `scheduler`.
  public func collect(
    every interval: DispatchTimeInterval, on scheduler: DateScheduler, skipEmpty: Bool = false,
    discardWhenCompleted: Bool = true
  ) -> Signal<[Value], Error> {
    let seconds = interval.timeInterval
    precondition(
      seconds > 0 && seconds.isFinite, "collect(every:on:) needs a positive, finite interval")
    return Signal<[Value], Error> { observer, lifetime in
      let state = Locked(CollectEveryState<Value>(skipEmpty: skipEmpty))
      let timer = SerialDisposable()
      lifetime += timer
      timer.inner = scheduler.schedule(
        after: scheduler.currentDate.addingTimeInterval(seconds), interval: interval,
        leeway: .interval(seconds * 0.1)
      ) {
        let (values, isCompleted) = state.withLock { ($0.collect(), $0.isCompleted) }
        if let values { observer.send(value: values) }
        if isCompleted { observer.sendCompleted() }
      }
      lifetime += self.observe { event in
        if case .value(let value) = event {
          state.withLock { $0.values.append(value) }
        } else if event.isCompleted, !discardWhenCompleted {
          state.withLock { $0.isCompleted = true }
        } else if let terminal = event.terminal(as: [Value].self) {
          timer.dispose()
          lifetime += scheduler.schedule { observer.send(terminal) }
        }
      }
    }
  }
}

extension SignalProducer {
  /// Sends the values received in each window of `interval` as an array, on
  /// `scheduler`; windows start when the producer starts. Disposing a run stops the
  /// timer and sends `interrupted` on `scheduler`. See
  /// `Signal.collect(every:on:skipEmpty:discardWhenCompleted:)`.
  public func collect(
    every interval: DispatchTimeInterval, on scheduler: DateScheduler, skipEmpty: Bool = false,
    discardWhenCompleted: Bool = true
  ) -> SignalProducer<[Value], Error> {
    lift(
      {
        $0.collect(
          every: interval, on: scheduler, skipEmpty: skipEmpty,
          discardWhenCompleted: discardWhenCompleted)
      }, interruptingOn: scheduler)
  }
}

/// What `collect(every:on:)` buffers for the current window.
struct CollectEveryState<Value> {
  let skipEmpty: Bool
  var values: [Value] = []
  var isCompleted = false

  /// Takes the window's values, or nil when an empty window is to be skipped.
  mutating func collect() -> [Value]? {
    guard !values.isEmpty || !skipEmpty else { return nil }
    defer { values.removeAll() }
    return values
  }
}
