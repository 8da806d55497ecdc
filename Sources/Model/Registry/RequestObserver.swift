import Foundation

/// Told about every service request `InFlightRequests` tracks: when it starts and how
/// it ends (the shell's event log is one). Called on whatever thread the request runs
/// on; must be quick and thread-safe.
public protocol RequestObserver: AnyObject, Sendable {
  /// `request` started.
  func requestStarted(_ request: TrackedRequest)

  /// `request` ended with `outcome`; `deliver` sends what ended it on (its value, its
  /// error, its interruption) and must be called exactly once, so that the observer
  /// can make the end the cause of what follows.
  func requestEnded(_ request: TrackedRequest, _ outcome: RequestOutcome, deliver: () -> Void)

  /// `request`, which has ended, sends something more (the completion after its value):
  /// `deliver` sends it on and must be called exactly once, so that the observer can
  /// make the end the cause of that too.
  func requestSendsAfterEnd(_ request: TrackedRequest, deliver: () -> Void)

  /// Starts a backend's own work (`start`), which is the backend's and not the caller's:
  /// the observer may keep what it does out of the caller's story (the shell's log shows
  /// a request's start and end, not the HTTP client's stages, which on a live backend
  /// run on another queue anyway).
  func startingBackend(_ start: () -> Void)
}

extension RequestObserver {
  /// Sends what follows the end on with no cause of the observer's.
  public func requestSendsAfterEnd(_ request: TrackedRequest, deliver: () -> Void) {
    deliver()
  }

  /// Starts the backend's work as it is.
  public func startingBackend(_ start: () -> Void) {
    start()
  }
}

/// One service request being tracked: its number, what it is and when it started.
public struct TrackedRequest: Sendable, Equatable {
  /// Its number among the registry's requests, from 1.
  public let number: UInt64
  /// What it asks for, as a call: `service.search("swift")`.
  public let name: String
  /// When it started, on its scheduler.
  public let started: Date
}

/// How a service request ended.
public enum RequestOutcome: @unchecked Sendable {
  /// It answered `value` after `milliseconds`.
  case finished(value: Any, milliseconds: Int)
  /// It completed without answering, after `milliseconds`.
  case finishedEmpty(milliseconds: Int)
  /// It failed with `error` after `milliseconds`.
  case failed(error: ServiceError, milliseconds: Int)
  /// It was cancelled (disposed by whoever started it, or by `cancel`).
  case cancelled
}
