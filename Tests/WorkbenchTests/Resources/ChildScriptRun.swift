import Foundation
import ProcessTestSupport
import Testing

/// A script run in a child `mvvm --script --clock virtual`, in a temporary home of its
/// own: where nothing but the session makes ReactiveCore objects, so `resources` and
/// `timeline resources.NAME` read exact counts (in the test process, tests running beside
/// the one asking would change them).
enum ChildScriptRun {
  /// Runs `lines` as a script and returns the exit status and what it printed, standard
  /// error included.
  static func run(_ lines: [String]) throws -> (status: Int32, printed: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvvm-child-script-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let script = folder + "/script.mvvm"
    try lines.joined(separator: "\n").appending("\n").write(
      toFile: script, atomically: true, encoding: .utf8)
    let run = try ProgramRun.runBlocking(
      try #require(MvvmExecutable.path), ["--script", script, "--clock", "virtual"],
      environment: ["HOME": folder, "XDG_STATE_HOME": folder + "/state", "NO_COLOR": "1"],
      capturing: .outputAndErrors)
    return (run.status, run.printed)
  }
}
