import Foundation
import ProcessTestSupport
import Testing

/// The `mvvm` program copied alone into a directory, the way a user installs it
/// (`swift build -c release` and a copy into a `bin` directory), still has its offline
/// data: the fixtures are part of the executable, not a bundle beside it.
@Suite(.enabled(if: MvvmExecutable.path != nil, MvvmExecutable.missingReason))
struct InstalledBinaryTests {
  @Test func aCopiedBinaryRunsEveryOfflineBackend() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvvm-installed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let installed = directory.appendingPathComponent("mvvm")
    // Copied by cp in a process of its own: a file this process held open for writing
    // could be inherited by a child another test forks meanwhile, and executing it
    // would then fail with "text file busy".
    let built = try #require(MvvmExecutable.path)
    let copy = try await ProgramRun.run("/bin/cp", [built, installed.path])
    try #require(copy.status == 0, "\(copy.printed)")
    let script = directory.appendingPathComponent("lesson.mvvm")
    try """
    open flickr
    set searchText sunset
    run executeSearch
    wait
    expect searchResults.count == 48
    open twitter
    set searchText swift
    wait
    expect tweets.count > 0
    open tweetboat
    set username mvvm_daily
    run getTweets
    wait
    expect tweets.count == 20
    """.write(to: script, atomically: true, encoding: .utf8)

    let run = try await ProgramRun.run(
      installed.path, ["--script", script.path, "--clock", "virtual"], directory: directory)
    let printed = run.printed

    #expect(run.status == 0, "\(printed)")
    #expect(printed.contains("✓ searchResults.count == 48"))
    #expect(printed.contains("✓ tweets.count > 0"))
    #expect(printed.contains("✓ tweets.count == 20"))
  }
}
