import Foundation
import LoopbackTestSupport
import Testing

@testable import Model
@testable import Workbench

/// `save` after a live session writes the answers the session kept beside the script, as
/// a recording, and the saved `use` line replays from it: the script reaches the same
/// state, asks the server nothing, and leaves the recording as it was.
@Suite struct SaveLiveRecordingTests {
  @Test func aLiveSessionIsSavedWithItsAnswersAndReplaysOffline() throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.handler = MastodonSamples.handler(base: server.baseURL.absoluteString)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "save-live-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("demo.mvvm").path
    let recording = folder.appendingPathComponent("demo.recordings/twitter-mastodon").path
    // On the real clock, as a live session runs (a live answer takes real time).
    let shell = ShellHarness(clock: .real, includesStandardApps: true)
    shell.runAll([
      "use twitter mastodon base-url=\(server.baseURL)", "open twitter", "set searchText swift",
      "wait --timeout 20s",
    ])
    #expect(shell.run("get tweets.count").printed == ["tweets.count = 2"])
    let asked = server.requests.count
    #expect(
      shell.run("save \(file)").printed == [
        "saved 5 lines to \(file) and the live answers they need in \(recording); replay with"
          + " mvvm --script \(file)"
      ])
    let script = try String(contentsOfFile: file, encoding: .utf8)
    // The pauses between lines typed on the real clock (advance lines) vary from run to
    // run; every other line is exact.
    let lines = script.components(separatedBy: "\n").filter { !$0.hasPrefix("advance ") }
    #expect(
      lines == [
        "# A session saved by mvvm save; replay it with: mvvm --script FILE",
        "# It runs on the virtual clock, pauses on the real clock written as advance lines.",
        "# Backends when saved: flickr fixture, login dummy, twitter mastodon"
          + " base-url=\(server.baseURL) (the use lines below set them; a live one replays offline"
          + " from what it answered).",
        "clock virtual",
        "# twitter's mastodon backend at \(server.baseURL), replayed from the 1 response the"
          + " session kept, written to \(recording)",
        "use twitter fixture dir=\(recording)",
        "open twitter", "set searchText swift", "get tweets.count", "",
      ])
    let index = try Data(contentsOf: URL(fileURLWithPath: recording + "/index.json"))

    let replay = ShellHarness(includesStandardApps: true)
    for line in script.components(separatedBy: "\n") where !line.hasPrefix("#") && !line.isEmpty {
      #expect(replay.run(line).outcome == .succeeded, "\(line)")
    }
    #expect(replay.run("get tweets.count").printed == ["tweets.count = 2"])
    #expect(server.requests.count == asked, "the replay asked the server nothing")
    #expect(try Data(contentsOf: URL(fileURLWithPath: recording + "/index.json")) == index)
  }

  @Test func answersARecordingCannotStandForKeepTheNeedsComment() throws {
    let backend = "twitter mastodon http://127.0.0.1:9"
    let response = HTTPResponse(status: 200, headers: [:], body: Data("{}".utf8), elapsed: 0)
    let failed = KeptResponses()
    let number = failed.send(backend + ": GET /a")
    failed.keep(
      .init(result: .failure(.timedOut), delay: 1), for: backend + ": GET /a", number: number)
    #expect(throws: KeptRecording.Refusal.self) { try KeptRecording(of: backend, in: failed) }
    let bounded = KeptResponses()
    for number in 0...KeptResponses.maximumCount {
      #expect(bounded.send(backend + ": GET /b") == number)
      bounded.keep(
        .init(result: .success(response), delay: 0), for: backend + ": GET /b", number: number)
    }
    do {
      _ = try KeptRecording(of: backend, in: bounded)
      Issue.record("an answer the bound dropped cannot be recorded")
    } catch {
      #expect(
        error.description
          == "1 of its answers came after the 2000 responses or 64 MB the session keeps")
    }
    #expect(try KeptRecording(of: backend, in: KeptResponses()) == nil)
  }
}
