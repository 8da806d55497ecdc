import Foundation
import ProcessTestSupport

/// One run of the built `mvvm` with its own plugin and state directories, so no test sees
/// the user's plugins or crash marker.
struct MvvmRun: Sendable {
  /// The process's exit status.
  let status: Int32
  /// Whether it ended on a signal (a trap) rather than by exiting, or a sanitizer took
  /// over as it trapped and exited in its stead.
  let trapped: Bool
  /// Standard output and standard error, interleaved.
  let output: String

  /// Runs `mvvm arguments`, with `input` on standard input, in `home` (which holds the
  /// XDG data and state directories); `environment` adds variables. The run is awaited on a
  /// thread of its own.
  static func run(
    _ arguments: [String], input: String = "", home: URL, environment: [String: String] = [:]
  ) async throws -> MvvmRun {
    try await OwnThread.run {
      try runBlocking(arguments, input: input, home: home, environment: environment)
    }
  }

  private static func runBlocking(
    _ arguments: [String], input: String, home: URL, environment: [String: String]
  ) throws -> MvvmRun {
    let run = try ProgramRun.runBlocking(
      executable, arguments, input: input,
      environment: Self.environment(home: home, adding: environment), directory: home)
    return MvvmRun(
      status: run.status,
      trapped: run.endedOnSignal || isSanitizerExit(status: run.status, output: run.printed),
      output: run.printed)
  }

  /// Whether a sanitizer ended the process (built with `swift test --sanitize=thread`, say):
  /// it says so on standard error and exits with a status of its own (ThreadSanitizer's is
  /// 66). A trapping mvvm under ThreadSanitizer ends this way when the Swift runtime's
  /// backtracer starts and ThreadSanitizer's check of the cloned process fails.
  private static func isSanitizerExit(status: Int32, output: String) -> Bool {
    status != 0 && output.contains("Sanitizer")
  }

  /// The built `mvvm`.
  static var executable: String { TestPluginLibrary.mvvm ?? "mvvm" }

  /// The environment `mvvm` runs in: the test's, with no plugin path and `home` holding
  /// the XDG data and state directories; `variables` adds to it.
  static func environment(home: URL, adding variables: [String: String]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["MVVM_PLUGIN_PATH"] = nil
    environment["HOME"] = home.path
    environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
    environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
    return environment.merging(variables) { $1 }
  }
}
