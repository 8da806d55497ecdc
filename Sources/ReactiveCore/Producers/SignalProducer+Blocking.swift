import Foundation

extension SignalProducer {
  /// Starts the producer and blocks until its first value, failure or end: the value
  /// or the error, or nil when it ended without sending a value.
  public func first() -> Result<Value, Error>? {
    take(first: 1).single()
  }

  /// Starts the producer and blocks until it ends: its only value or its error; nil
  /// when it sent no value or more than one.
  public func single() -> Result<Value, Error>? {
    let ended = DispatchSemaphore(value: 0)
    let outcome = Locked<(result: Result<Value, Error>?, values: Int)>((nil, 0))
    take(first: 2).start { event in
      switch event {
      case .value(let value):
        outcome.withLock { outcome in
          outcome.values += 1
          outcome.result = outcome.values == 1 ? .success(value) : nil
        }
      case .failed(let error):
        outcome.withLock { $0.result = .failure(error) }
        ended.signal()
      case .completed, .interrupted:
        ended.signal()
      }
    }
    ended.wait()
    return outcome.withLock { $0.result }
  }

  /// Starts the producer and blocks until it ends: its last value or its error; nil
  /// when it sent no value.
  public func last() -> Result<Value, Error>? {
    take(last: 1).single()
  }

  /// Starts the producer and blocks until it completes or fails, ignoring its values.
  public func wait() -> Result<(), Error> {
    then(SignalProducer<(), Error>(value: ())).last() ?? .success(())
  }
}
