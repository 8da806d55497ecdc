import Foundation

/// The kinds of event `logEvents(events:…logger:)` can log, as ReactiveSwift names them.
public enum LoggingEvent {
  /// The events of a signal.
  public enum Signal: String, CaseIterable, Sendable {
    /// A value was sent.
    case value
    /// The signal completed.
    case completed
    /// The signal failed with an error.
    case failed
    /// The signal ended, by any of its three terminal events.
    case terminated
    /// The signal's observation was disposed of.
    case disposed
    /// The signal was interrupted.
    case interrupted
  }

  /// The events of a producer's run.
  public enum SignalProducer: String, CaseIterable, Sendable {
    /// The producer is about to start its work.
    case starting
    /// The producer's work has started.
    case started
    /// A value was sent.
    case value
    /// The run completed.
    case completed
    /// The run failed with an error.
    case failed
    /// The run ended, by any of its three terminal events.
    case terminated
    /// The run was disposed of.
    case disposed
    /// The run was interrupted.
    case interrupted
  }
}

/// What `logEvents` calls for each logged event: ReactiveSwift's logger signature.
public typealias EventLogger = (
  _ identifier: String, _ event: String, _ fileName: String, _ functionName: String,
  _ lineNumber: Int
) -> Void

/// Prints `[identifier] event fileName: …, functionName: …, lineNumber: …`.
public func defaultEventLog(
  identifier: String, event: String, fileName: String, functionName: String, lineNumber: Int
) {
  print(
    "[\(identifier)] \(event) fileName: \(fileName), functionName: \(functionName), "
      + "lineNumber: \(lineNumber)")
}

extension Signal {
  /// Logs the chosen `events` through `logger`, with where `logEvents` was called.
  /// Event names are ReactiveSwift's: `value 1`, `failed boom`, `completed`.
  @_disfavoredOverload
  public func logEvents(
    identifier: String = "", events: Set<LoggingEvent.Signal> = Set(LoggingEvent.Signal.allCases),
    fileName: String = #file, functionName: String = #function, lineNumber: Int = #line,
    logger: @escaping EventLogger = defaultEventLog
  ) -> Signal<Value, Error> {
    func log(_ event: LoggingEvent.Signal, _ detail: String = "") {
      guard events.contains(event) else { return }
      let text = detail.isEmpty ? event.rawValue : "\(event.rawValue) \(detail)"
      logger(identifier, text, fileName, functionName, lineNumber)
    }
    return on(
      failed: { log(.failed, "\($0)") }, completed: { log(.completed) },
      interrupted: { log(.interrupted) }, terminated: { log(.terminated) },
      disposed: { log(.disposed) }, value: { log(.value, "\($0)") })
  }
}

extension SignalProducer {
  /// Logs the chosen `events` of each run through `logger`, with where `logEvents` was
  /// called.
  @_disfavoredOverload
  public func logEvents(
    identifier: String = "",
    events: Set<LoggingEvent.SignalProducer> = Set(LoggingEvent.SignalProducer.allCases),
    fileName: String = #file, functionName: String = #function, lineNumber: Int = #line,
    logger: @escaping EventLogger = defaultEventLog
  ) -> SignalProducer<Value, Error> {
    func log(_ event: LoggingEvent.SignalProducer, _ detail: String = "") {
      guard events.contains(event) else { return }
      let text = detail.isEmpty ? event.rawValue : "\(event.rawValue) \(detail)"
      logger(identifier, text, fileName, functionName, lineNumber)
    }
    return on(
      starting: { log(.starting) }, started: { log(.started) },
      failed: { log(.failed, "\($0)") }, completed: { log(.completed) },
      interrupted: { log(.interrupted) }, terminated: { log(.terminated) },
      disposed: { log(.disposed) }, value: { log(.value, "\($0)") })
  }
}
