import Foundation

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
    let process = process(arguments, home: home, environment: environment)
    let output = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = standardInput
    try process.run()
    standardInput.fileHandleForWriting.write(Data(input.utf8))
    try standardInput.fileHandleForWriting.close()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return MvvmRun(
      status: process.terminationStatus,
      trapped: process.terminationReason == .uncaughtSignal
        || isSanitizerExit(status: process.terminationStatus, output: printed),
      output: printed)
  }

  /// Whether a sanitizer ended the process (built with `swift test --sanitize=thread`, say):
  /// it says so on standard error and exits with a status of its own (ThreadSanitizer's is
  /// 66). A trapping mvvm under ThreadSanitizer ends this way when the Swift runtime's
  /// backtracer starts and ThreadSanitizer's check of the cloned process fails.
  private static func isSanitizerExit(status: Int32, output: String) -> Bool {
    status != 0 && output.contains("Sanitizer")
  }

  /// The process that runs `mvvm arguments` in `home` (which holds the XDG data and state
  /// directories); `environment` adds variables.
  static func process(_ arguments: [String], home: URL, environment: [String: String])
    -> Process
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TestPluginLibrary.mvvm ?? "mvvm")
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    variables["MVVM_PLUGIN_PATH"] = nil
    variables["HOME"] = home.path
    variables["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
    variables["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
    process.environment = variables.merging(environment) { $1 }
    process.currentDirectoryURL = home
    return process
  }
}
