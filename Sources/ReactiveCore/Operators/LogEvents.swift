extension Signal {
  /// Logs every event as it passes, as `[identifier] EVENT`, without changing it. Pass
  /// `logger` to send the lines somewhere other than standard output (a test, a log).
  public func logEvents(
    identifier: String = "", logger: @escaping (_ line: String) -> Void = { print($0) }
  ) -> Signal<Value, Error> {
    on(event: { logger(EventLogLine.format(identifier, $0.description)) })
  }
}

extension SignalProducer {
  /// Logs `STARTING`, `STARTED`, every event and `DISPOSED` as `[identifier] EVENT`,
  /// without changing the events. Pass `logger` to send the lines elsewhere.
  public func logEvents(
    identifier: String = "", logger: @escaping (_ line: String) -> Void = { print($0) }
  ) -> SignalProducer<Value, Error> {
    on(
      starting: { logger(EventLogLine.format(identifier, "STARTING")) },
      started: { logger(EventLogLine.format(identifier, "STARTED")) },
      event: { logger(EventLogLine.format(identifier, $0.description)) },
      disposed: { logger(EventLogLine.format(identifier, "DISPOSED")) })
  }
}

/// The line format of `logEvents`.
enum EventLogLine {
  /// `[identifier] what`.
  static func format(_ identifier: String, _ what: String) -> String {
    "[\(identifier)] \(what)"
  }
}
