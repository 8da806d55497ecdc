import Foundation

/// Where tests wait for the programs they start (a run of `mvvm`, a link, Graphviz).
public enum OwnThread {
  /// Runs `work`, which blocks until a program ends or answers, on a thread of its own
  /// while the calling task awaits it: a slow program holds none of the few threads that
  /// run every test, so it delays only the test that waits for it.
  public static func run<Result: Sendable>(
    _ work: @escaping @Sendable () throws -> Result
  ) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      let thread = Thread { continuation.resume(with: Swift.Result { try work() }) }
      thread.name = "OwnThread.run"
      thread.start()
    }
  }
}
