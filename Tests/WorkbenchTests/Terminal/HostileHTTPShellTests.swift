import Foundation
import Glibc
import LoopbackTestSupport
import Testing

/// The real `mvvm` against servers that attack its HTTP client: it never traps, its
/// memory stays bounded whatever the server sends, and `cancel` and `quit` end requests
/// in flight at once. Memory is read from `/proc`; a shell that passes 1 GB is killed
/// and the test fails, so a regression cannot take the machine down with it.
///
/// With `MVVM_HOSTILE_HTTP_FIGURES` set (`Scripts/hostile-http-runs` sets it), each test
/// prints what it measured (peak memory, how long `quit` took) on a line starting
/// `hostile-http figure:`; the tests assert outcomes, never these durations.
@Suite(.enabled(if: MvvmExecutable.path != nil, MvvmExecutable.missingReason))
final class HostileHTTPShellTests {
  /// HOME and XDG_STATE_HOME of the shell, removed afterwards.
  let homeDirectory = NSTemporaryDirectory() + "mvvm-hostile-http-\(UUID().uuidString)"
  /// Resident memory past which the shell is killed and the test fails.
  static let memoryCeiling = 1 << 30

  init() throws {
    try FileManager.default.createDirectory(
      atPath: homeDirectory, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: homeDirectory)
  }

  func start() throws -> PipedProcess {
    let executable = try #require(MvvmExecutable.path)
    return try PipedProcess(
      executable: executable, arguments: ["--keep-going"],
      environment: [
        "HOME": homeDirectory, "XDG_STATE_HOME": homeDirectory + "/state", "NO_COLOR": "1",
      ])
  }

  /// Reads the shell's output until `text` shows, as `PipedProcess.expect` does, but
  /// kills the shell and fails once its resident memory passes `memoryCeiling`, and
  /// fails at once when the shell has ended (a trap).
  @discardableResult
  func expect(
    _ text: String, from shell: PipedProcess, within seconds: Double = 60,
    test: String = #function
  ) async throws -> String {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while true {
      if let matched = try? await shell.expect(text, within: 0.25, withStacks: false) {
        return matched
      }
      // A process that has ended (a zombie until it is waited for) has no resident set.
      guard let resident = ProcessMemory.residentBytes(of: shell.processID) else {
        _ = try? await shell.waitForExit(within: 5)
        throw PipedProcess.Failure(
          description: "the shell ended waiting for \(text.debugDescription): "
            + shell.standardErrorText)
      }
      if resident > Self.memoryCeiling {
        kill(shell.processID, SIGKILL)
        report("killed holding \(resident >> 20) MB", test: test)
        throw PipedProcess.Failure(
          description: "the shell held \(resident >> 20) MB waiting for \(text.debugDescription)")
      }
      guard ContinuousClock.now < deadline else { return try await shell.expect(text, within: 0) }
    }
  }

  /// Prints `figure` for `Scripts/hostile-http-runs` when it asks for figures.
  func report(_ figure: String, test: String = #function) {
    guard ProcessInfo.processInfo.environment["MVVM_HOSTILE_HTTP_FIGURES"] != nil else { return }
    let name = test.replacingOccurrences(of: #"\(.*?\)"#, with: "", options: .regularExpression)
    print("hostile-http figure: \(name): \(figure)")
  }

  /// Reports the shell's peak resident memory and returns it, in bytes.
  func peakMemory(of shell: PipedProcess, test: String = #function) -> Int {
    let peak = ProcessMemory.peakResidentBytes(of: shell.processID) ?? .max
    report("peak \(peak >> 20) MB", test: test)
    return peak
  }

  /// Sends `quit` and expects the shell to exit normally, without a trap on its standard
  /// error; the bound only stops a hung shell.
  func quit(_ shell: PipedProcess, test: String = #function) async throws {
    let asked = ContinuousClock.now
    shell.send("quit")
    let status = try await shell.waitForExit(within: 20)
    let (seconds, attoseconds) = asked.duration(to: .now).components
    let milliseconds = Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    report("quit took \(milliseconds) ms", test: test)
    #expect(status & 0x7F == 0, "ended by signal \(status & 0x7F): \(shell.standardErrorText)")
    #expect(!shell.standardErrorText.contains("Fatal error"), "\(shell.standardErrorText)")
  }

  @Test func refusedRedirectsAndOneMillisecondDeadlinesNeverTrap() async throws {
    let elsewhere = try LoopbackHTTPServer { _ in .json(200, "{}") }
    defer { elsewhere.stop() }
    let redirecting = try LoopbackHTTPServer { request in
      .redirect(to: elsewhere.url(request.target).absoluteString, status: 302)
    }
    defer { redirecting.stop() }
    let slow = try LoopbackHTTPServer { _ in .json(200, "{}").delay(20) }
    defer { slow.stop() }
    let shell = try start()
    shell.send("use twitter live bearer-token=T base-url=\(redirecting.baseURL)/ timeout=30s")
    shell.send("open tweetboat")
    shell.send("set username mvvm_daily")
    for _ in 1...15 {
      shell.send("run getTweets")
      try await expect("getTweets: failed: refused a redirect", from: shell)
      shell.send("wait --timeout 30s")
      try await expect("idle after", from: shell)
    }
    shell.send("use flickr live api-key=k base-url=\(slow.baseURL)/services/rest/ timeout=1ms")
    shell.send("open flickr")
    shell.send("set searchText sunset")
    for _ in 1...15 {
      shell.send("run executeSearch")
      try await expect("executeSearch: failed: ", from: shell)
      shell.send("wait --timeout 30s")
      try await expect("idle after", from: shell)
    }
    try await quit(shell)
    #expect(elsewhere.acceptedConnectionCount == 0)
  }

  @Test func aFloodOfTwoRequestsEndsAtTheLimitWithLittleMemory() async throws {
    let server = try LoopbackHTTPServer { _ in HostileHTTPResponses.flood }
    defer { server.stop() }
    let shell = try start()
    shell.send("use twitter live bearer-token=T base-url=\(server.baseURL) timeout=3s")
    shell.send("open tweetboat")
    shell.send("set username mvvm_daily")
    shell.send("run getTweets")
    try await expect("getTweets: failed: the response is larger than 4 MB", from: shell)
    shell.send("wait --timeout 20s")
    try await expect("idle after", from: shell)
    let peak = peakMemory(of: shell)
    #expect(peak < 200 << 20, "peak resident memory \(peak >> 20) MB")
    try await quit(shell)
  }

  @Test func cancelAndQuitEndAFloodInFlight() async throws {
    // A day's timeout: only `cancel` may end these requests, however starved the test is.
    let server = try LoopbackHTTPServer { _ in HostileHTTPResponses.trickle(every: 0.02) }
    defer { server.stop() }
    let shell = try start()
    shell.send(
      "use twitter live bearer-token=T base-url=\(server.baseURL) timeout=1d max-response=1GB")
    shell.send("open tweetboat")
    shell.send("set username mvvm_daily")
    shell.send("run getTweets")
    #expect(await server.waitForRequests(count: 2))
    shell.send("cancel")
    let said = try? await expect(
      "cancelled the runs in flight and 2 backend requests", from: shell, within: 10)
    #expect(said != nil, "cancel: \(shell.standardOutputText.suffix(300))")
    #expect(await server.waitForClientDisconnects(count: 2))
    shell.send("run getTweets")
    #expect(await server.waitForRequests(count: 4))
    try await quit(shell)
  }

  /// A hostile answer to one search, and what the search must fail with.
  static let oversizedBodies: [(name: String, response: @Sendable () -> StubResponse)] = [
    ("a body without end", { HostileHTTPResponses.flood }),
    ("a 100 MB body with no length", { HostileHTTPResponses.hugeBody(bytes: 100 << 20) }),
    ("a gzip bomb of 256 MB", { HostileHTTPResponses.gzipBomb(decodedBytes: 256 << 20) }),
    ("a gzip bomb without end", { HostileHTTPResponses.endlessGzipBomb }),
  ]

  @Test(arguments: 0..<oversizedBodies.count)
  func anOversizedBodyCostsAboutTheLimitInMemory(index: Int) async throws {
    let (name, response) = Self.oversizedBodies[index]
    let answer = response()
    let server = try LoopbackHTTPServer { _ in answer }
    defer { server.stop() }
    let shell = try start()
    shell.send("use flickr live api-key=k base-url=\(server.baseURL)/services/rest/ timeout=60s")
    shell.send("open flickr")
    shell.send("set searchText sunset")
    shell.send("run executeSearch")
    try await expect("executeSearch: failed: the response is larger than 4 MB", from: shell)
    let peak = peakMemory(of: shell, test: "\(#function) \(name)")
    #expect(peak < 100 << 20, "\(name): peak resident memory \(peak >> 20) MB")
    try await quit(shell)
  }

  @Test func twoHundredThousandHeadersFailTheSearchAndItEnds() async throws {
    let server = try LoopbackHTTPServer { _ in HostileHTTPResponses.headerFlood(count: 200_000) }
    defer { server.stop() }
    let shell = try start()
    // Time enough to refuse them at the 1,000th line, not to read on (as in
    // `StreamingLimitTests`).
    shell.send("use twitter live bearer-token=T base-url=\(server.baseURL) timeout=5s")
    shell.send("open twitter")
    shell.send("set searchText swift")
    shell.send("wait --timeout 30s")
    try await expect("idle after", from: shell)
    shell.send("get isSearching")
    try await expect("isSearching = false", from: shell)
    shell.send("get errorMessage")
    try await expect("its headers are too large", from: shell)
    try await quit(shell)
  }
}
