extension Signal {
  /// Forwards the values of every signal in `signals` as they come. Completes when all
  /// have completed; fails or is interrupted when any does.
  public static func merge<S: Sequence>(_ signals: S) -> Signal<Value, Error>
  where S.Element == Signal<Value, Error> {
    merge(Array(signals), describedAs: "merge")
  }

  /// `merge`, reported to the instrumentation as the stage `description`.
  static func merge(_ all: [Signal<Value, Error>], describedAs description: String) -> Signal<
    Value, Error
  > {
    let report = StageReport.begin(description, after: all.map { $0.core })
    let signal = Signal { observer, lifetime in
      guard !all.isEmpty else {
        observer.sendCompleted()
        return
      }
      let remaining = Locked(all.count)
      for signal in all {
        lifetime += signal.observe { event in
          if case .completed = event {
            let done = remaining.withLock { count -> Bool in
              count -= 1
              return count == 0
            }
            if done { observer.sendCompleted() }
          } else if case .value(let value) = event {
            report.pass(value) { observer.send(event) }
          } else {
            observer.send(event)
          }
        }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }

  /// Forwards the values of every given signal as they come.
  public static func merge(_ signals: Signal<Value, Error>...) -> Signal<Value, Error> {
    merge(signals)
  }
}

extension SignalProducer {
  /// Starts every producer and forwards their values as they come.
  public static func merge<S: Sequence>(_ producers: S) -> SignalProducer<Value, Error>
  where S.Element == SignalProducer<Value, Error> {
    SignalProducer<SignalProducer<Value, Error>, Error>(producers).flatten(.merge)
  }

  /// Starts every given producer and forwards their values as they come.
  public static func merge(_ producers: SignalProducer<Value, Error>...) -> SignalProducer<
    Value, Error
  > {
    merge(producers)
  }
}
