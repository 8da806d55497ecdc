import Foundation
import LoopbackTestSupport
import Testing

@testable import Model
@testable import Workbench

/// A live backend chosen with `record=DIR` goes on recording after a branch: the rebuilt
/// session answers its replayed requests from memory and writes nothing while it only
/// stands at a moment, and once a line there starts a branch its new requests go to the
/// server and into DIR.
@Suite struct BranchRecordingTests {
  @Test func aBranchGoesOnRecording() throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.handler = MastodonSamples.handler(base: server.baseURL.absoluteString)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "branch-record-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = folder.appendingPathComponent("recording")
    let index = recording.appendingPathComponent("index.json")
    func recorded() throws -> [String] {
      try RecordingIndex.read(in: recording).responses.map(\.request)
    }
    let shell = ShellHarness(clock: .real, includesStandardApps: true)
    shell.runAll([
      "use twitter mastodon base-url=\(server.baseURL) record=\(recording.path)", "open twitter",
      "set searchText swift", "wait --timeout 20s",
    ])
    #expect(try recorded() == ["GET /api/v1/timelines/tag/swift?limit=20"])
    let written = try Data(contentsOf: index)
    #expect(shell.run("goto 3").outcome == .succeeded)
    #expect(try Data(contentsOf: index) == written, "standing at a moment writes nothing")
    shell.runAll(["set searchText swiftui", "wait --timeout 20s"])
    #expect(shell.run("get tweets.count").printed == ["tweets.count = 2"])
    #expect(
      try recorded() == [
        "GET /api/v1/timelines/tag/swift?limit=20", "GET /api/v1/timelines/tag/swiftui?limit=20",
      ])
  }
}
