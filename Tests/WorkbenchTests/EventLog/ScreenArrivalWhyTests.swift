import LoopbackTestSupport
import Testing

@testable import Workbench

/// `why` of a member a pushed screen's view-model was made with (Flickr's `searchResults`)
/// says it has not changed since its screen was pushed, and how the screen was pushed, on
/// the fixture backend and on a live one (a loopback Flickr, on the virtual clock). It
/// said the member had not changed since the session started.
@Suite struct ScreenArrivalWhyTests {
  /// The explanation of `path`, now `value`, after `run executeSearch` (line `line`)
  /// `found` photos for "sunset" (`48 photos in 2000 ms`), its screen pushed at `time`.
  static func explanation(
    of path: String, is value: String, found: String, time: String, line: Int
  ) -> [String] {
    [
      "\(path) has not changed since its screen was pushed; it is \(value)",
      "\(time)  pushed SearchResultsViewModel \"sunset\"",
      "\(time)  ← flickr/executeSearch value FlickrSearchResults(searchString: \"sunset…",
      "\(time)  ← flickr.search(\"sunset\") finished: \(found)",
      "+0.000s  ← flickr/executeSearch started",
      "+0.000s  ← line \(line): run executeSearch",
    ]
  }

  static let search = ["open flickr", "set searchText sunset", "run executeSearch"]

  @Test func onTheFixtureBackend() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(Self.search + ["wait"])
    #expect(
      shell.run("why searchResults").printed
        == Self.explanation(
          of: "searchResults", is: "[48 items]", found: "48 photos in 2000 ms", time: "+2.000s",
          line: 3))
    #expect(
      shell.run("why searchResults.count").printed
        == Self.explanation(
          of: "searchResults.count", is: "48", found: "48 photos in 2000 ms", time: "+2.000s",
          line: 3))
  }

  @Test func onALiveBackend() throws {
    let server = try HostilePayloads.server(text: "Sunset over the sea")
    defer { server.stop() }
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(
      ["use flickr live base-url=\(server.url("/services/rest/")) api-key=k"] + Self.search
        + ["wait --timeout 20s"])
    #expect(
      shell.run("why searchResults").printed
        == Self.explanation(
          of: "searchResults", is: "[1 item]", found: "1 photo in 0 ms", time: "+0.000s",
          line: 4))
  }
}
