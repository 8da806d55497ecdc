import Foundation

/// Where the plugin tests wait for the processes they start (a link, a run of `mvvm`).
enum OwnThread {
  /// Runs `work`, which blocks until a process ends, on a thread of its own while the
  /// calling task awaits it: a slow link or run holds none of the few threads that run
  /// every test, so it delays only the test that waits for it.
  static func run<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws
    -> Result
  {
    try await withCheckedThrowingContinuation { continuation in
      let thread = Thread { continuation.resume(with: Swift.Result { try work() }) }
      thread.name = "PluginTests.wait"
      thread.start()
    }
  }
}
