import ProcessTestSupport
import Testing

/// The waits of `PipedProcess`, the harness of the piped-shell tests: what the program
/// printed before a wait gave up is read before it gives up.
@Suite struct PipedProcessTests {
  /// A test whose task waited for a thread longer than its deadline (the test runner's
  /// threads all busy on a loaded machine) still sees what the program printed meanwhile:
  /// `HostileHTTPShellTests` failed this way with the expected line unread in the pipe.
  @Test func aWaitOfNoTimeReadsWhatTheProgramPrintedBeforeIt() async throws {
    let program = try PipedProcess(executable: "/bin/cat", environment: [:])
    program.send("printed before the wait")
    // The line is then in the pipe, not yet read by any wait.
    let printed = try await OwnThread.run { program.waitForUnreadOutput(within: 60) }
    try #require(printed, "cat printed nothing in 60 s")
    #expect(try await program.expect("before the wait", within: 0) == "printed before the wait")
    program.closeInput()
    #expect(try await program.waitForExit() == 0)
  }
}
