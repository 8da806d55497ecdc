import Foundation
import ProcessTestSupport
import Testing

/// `mvvm … | head`: a filter that stops reading early is normal use, so the shell ends
/// quietly with status 0 instead of dying of SIGPIPE (status 141 in a shell).
@Suite(.enabled(if: MvvmExecutable.path != nil, MvvmExecutable.missingReason))
struct BrokenPipeTests {
  /// Runs `pipeline` with bash (`MVVM` names the built program) in a fresh directory and
  /// returns what it printed.
  func bash(_ pipeline: String, in directory: String) throws -> String {
    let executable = try #require(MvvmExecutable.path)
    return try ProgramRun.runBlocking(
      "/bin/bash", ["-c", pipeline],
      environment: [
        "MVVM": executable, "HOME": directory, "XDG_STATE_HOME": directory + "/state",
        "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
      ],
      directory: URL(fileURLWithPath: directory), capturing: .output
    ).printed
  }

  @Test(arguments: ["--script long.mvvm", "< long.mvvm"])
  func aReaderThatLeavesEndsTheShellQuietlyWithStatusZero(_ input: String) throws {
    let directory = NSTemporaryDirectory() + "mvvm-broken-pipe-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // Far more than a pipe holds, so the shell is still writing when head has left.
    let script = String(repeating: "help\n", count: 400)
    try script.write(toFile: directory + "/long.mvvm", atomically: true, encoding: .utf8)
    let printed = try bash(
      "\"$MVVM\" --clock virtual \(input) 2>errors | head -c 100 >/dev/null;"
        + " echo \"status ${PIPESTATUS[0]}\"; cat errors",
      in: directory)
    #expect(printed == "status 0\n")
  }
}
