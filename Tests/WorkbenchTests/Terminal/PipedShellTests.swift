import Foundation
import Glibc
import LoopbackTestSupport
import ProcessTestSupport
import Testing

/// Runs the real `mvvm` with standard input a pipe the test holds open (no terminal, so the
/// plain line reader), and with unusual standard output and error.
@Suite(.enabled(if: MvvmExecutable.path != nil, MvvmExecutable.missingReason))
final class PipedShellTests {
  /// HOME and XDG_STATE_HOME of the shell, removed afterwards.
  let homeDirectory = NSTemporaryDirectory() + "mvvm-piped-\(UUID().uuidString)"

  init() async throws {
    try FileManager.default.createDirectory(
      atPath: homeDirectory, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: homeDirectory)
  }

  func start(
    _ arguments: [String] = [], standardOutput: PipedProcess.Stream = .pipe,
    standardError: PipedProcess.Stream = .pipe
  ) throws -> PipedProcess {
    let executable = try #require(MvvmExecutable.path)
    return try PipedProcess(
      executable: executable, arguments: arguments,
      environment: [
        "HOME": homeDirectory, "XDG_STATE_HOME": homeDirectory + "/state", "NO_COLOR": "1",
      ],
      standardOutput: standardOutput, standardError: standardError)
  }

  /// What a failed wait reports about the shell: an idle shell waits in `read(fd 0)`.
  @Test func anIdleShellsThreadsShowItWaitingForInput() async throws {
    let shell = try start()
    shell.send("apps")
    try await shell.expect("flickr")
    // Polled on a thread of its own: the test runner's few threads are not held for it.
    let threads = try await OwnThread.run {
      var threads: [String] = []
      for _ in 0..<600 where !threads.contains(where: { $0.contains("read(fd 0)") }) {
        threads = ProcessThreads.summary(of: shell.processID)
        usleep(50_000)
      }
      return threads
    }
    #expect(threads.contains { $0.contains(": S, read(fd 0), wchan ") }, "\(threads)")
    #expect(threads.first?.hasPrefix("\(shell.processID) mvvm: ") == true, "\(threads)")
    // And, where gdb is installed, the code that waits: the line reader.
    if FileManager.default.isExecutableFile(atPath: ThreadBacktraces.debugger) {
      let stacks = try #require(ThreadBacktraces.of(shell.processID))
      #expect(stacks.contains("PlainLineReader"), "\(stacks)")
    }
  }

  @Test func backgroundWorkIsPrintedWhileTheNextLineIsAwaited() async throws {
    let shell = try start()
    shell.send("open flickr")
    shell.send("set searchText sunset")
    shell.send("run executeSearch")
    try await shell.expect("executeSearch started")
    // No further line is sent until the two-second search has pushed its results.
    try await shell.expect(#"→ pushed SearchResultsViewModel "sunset""#, within: 30)
    try await shell.expect("executeSearch: completed", within: 30)
    shell.send("stack")
    try await shell.expect(#"* 1  SearchResultsViewModel "sunset""#)
    shell.closeInput()
    #expect(try await shell.waitForExit() == 0)
  }

  /// The time-travel tour on `mvvm`'s default real clock: it moves the session to the
  /// virtual clock, so the `advance` lines `next` types work.
  @Test func theTimeTravelTourRunsFromTheDefaultRealClock() async throws {
    let shell = try start()
    shell.send("tour time-travel")
    try await shell.expect("clock: virtual, +0.000s")
    shell.send("next")
    try await shell.expect("advanced 1s")
    try await shell.expect("✓ Step 1 done: tweets.count > 0")
    shell.closeInput()
    #expect(try await shell.waitForExit() == 0)
  }

  @Test(arguments: [PipedProcess.Stream.closed, .file("/dev/full")])
  func anUnwritableStandardErrorIsIgnored(_ standardError: PipedProcess.Stream) async throws {
    let shell = try start(["--keep-going"], standardError: standardError)
    shell.send("frobnicate")
    shell.send("apps")
    try await shell.expect("twitter")
    shell.closeInput()
    let status = try await shell.waitForExit()
    #expect(status & 0x7F == 0, "ended by signal \(status & 0x7F)")
    #expect((status >> 8) & 0xFF == 1, "the unknown command is still a failure")
  }

  @Test func aClosedStandardOutputEndsTheShellQuietly() async throws {
    let shell = try start(standardOutput: .closed)
    shell.send("apps")
    let status = try await shell.waitForExit(within: 30)
    #expect(status & 0x7F == 0, "ended by signal \(status & 0x7F)")
    #expect((status >> 8) & 0xFF == 1)
    #expect(shell.standardErrorText == "")
  }

  @Test func aScriptWithCRLFLineEndsRunsLineByLine() async throws {
    let script = homeDirectory + "/crlf.mvvm"
    let text = "open flickr\r\nset searchText sunset\r\nexpect searchText == \"sunset\"\r\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: script))
    let shell = try start(["--script", script, "--clock", "virtual"])
    #expect(try await shell.waitForExit() == 0, "\(shell.standardErrorText)")
    #expect(shell.standardOutputText.contains(#"searchText = "sunset""#))
  }

  @Test func aScriptThatIsNotUTF8IsReadAsStandardInputReadsIt() async throws {
    let script = homeDirectory + "/latin1.mvvm"
    // "café" in Latin-1: the é is a lone 0xE9 byte.
    let bytes = Array("open flickr\nset searchText caf".utf8) + [0xE9] + Array("\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: script))
    let shell = try start(["--script", script, "--clock", "virtual"])
    #expect(try await shell.waitForExit() == 0, "\(shell.standardErrorText)")
    #expect(shell.standardOutputText.contains("searchText = \"caf\u{FFFD}\""))
  }
}

extension PipedShellTests {
  @Test func aTeachersTourRunsAsAnEchoedScriptWithoutWaitingAtItsPause() async throws {
    let lesson = ScriptTests.lessons.appendingPathComponent("teacher-tour.mvvm").path
    let shell = try start(["--script", lesson, "--clock", "virtual", "--echo"])
    try await shell.expect(
      "A lesson of my own on the login screen.\nmvvm> open login\nopened login")
    try await shell.expect("── Both names\nFill in both names: loginInputValid follows them.\n")
    try await shell.expect("login> set firstName Grace\n")
    try await shell.expect("login> expect loggedInUser ~ Hopper\n")
    try await shell.expect("login: completed\n✓ loggedInUser ~ \"Hopper\"\nWell done.")
    #expect(try await shell.waitForExit() == 0)
  }
}
