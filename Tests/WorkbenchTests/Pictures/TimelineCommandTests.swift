import Foundation
import Testing

@testable import Workbench

@Suite("timeline draws the session's events on either clock")
struct TimelineCommandTests {
  static let typing = [
    "open twitter", "set searchText swif", "advance 100ms", "set searchText swift",
    "advance 2s",
  ]

  func printed(_ lines: [String], _ command: String, clock: SessionClock.Mode = .virtual)
    -> [String]
  {
    let shell = ShellHarness(clock: clock, includesStandardApps: true, width: 60)
    shell.runAll(lines)
    return shell.run(command).printed
  }

  @Test("two runs of the same lines draw the same picture, whole")
  func deterministic() {
    let first = printed(Self.typing, "timeline searchText isSearching tweets")
    #expect(first == printed(Self.typing, "timeline searchText isSearching tweets"))
    #expect(
      first == [
        "             0s        0.5s       1s         1.5s       2s",
        "             ├─────────┼──────────┼──────────┼──────────┼───",
        "searchText   s─swift────────────────────────────────────────",
        "isSearching  true──false──────────true───false──────────────",
        "tweets       ──────[20 items]────────────[20 items]─────────",
        "",
        "searchText   0s swif · 0.1s swift",
      ])
  }

  @Test("--from and --to choose the window; --width the columns")
  func window() {
    #expect(
      printed(Self.typing, "timeline isSearching --from 1s --to 2s --width 40") == [
        "             1s           1.5s        2s",
        "             ├────────────┼────────────┼",
        "isSearching  true───false───────────────",
      ])
  }

  @Test("a request's row: what it asked for, and what came back")
  func requestRow() {
    #expect(
      printed(Self.typing, "timeline twitter.searchRecent --width 70") == [
        "                      0s         0.5s       1s         1.5s       2s",
        "                      ├──────────┼──────────┼──────────┼──────────┼───",
        "twitter.searchRecent  swif──20 tweets in 3…─swift──20 tweets in 300 ms",
        "",
        "twitter.searchRecent  0s swif · 0.3s 20 tweets in 300 ms · 1s swift ·",
        "                      1.3s 20 tweets in 300 ms",
      ])
  }

  @Test("a range of rows draws a row each, with each row's own value")
  func range() {
    let lines = printed(
      [
        "open flickr", "set searchText sunset", "run executeSearch", "wait executeSearch",
        "set searchResults[0…1].isVisible true", "advance 2s",
      ], "timeline searchResults[0…1].favorites")
    let rows = lines.filter { $0.hasPrefix("searchResults[") }
    #expect(rows.count == 2, "\(lines)")
    #expect(rows.first?.contains("629") == true, "\(lines)")
    #expect(rows.last?.contains("135") == true, "\(lines)")
  }

  @Test("--stages past a request every row makes draws only this row's steps and values")
  func stagesOfOneRow() {
    let lines = printed(
      [
        "open flickr", "set searchText sunset", "run executeSearch", "wait executeSearch",
        "set searchResults[0…9].isVisible true", "advance 2s",
      ], "timeline searchResults[1].isVisible --stages --width 80")
    let diagram = lines.prefix { !$0.isEmpty }
    #expect(
      diagram.map { String($0.prefix { $0 != " " }) } == [
        "", "", "searchResults[1].isVisible", "skipRepeats", "flatMap(.latest)", "delay(1s)",
        "flickr.favoritesCount", "flickr.commentsCount", "zip", "map", "map", "map", "map",
        "searchResults[1].metadataError", "searchResults[1].favorites",
        "searchResults[1].comments",
      ], "\(lines)")
  }

  @Test("--stages marks what each operator sent on, not what came in")
  func stagesMarkWhatWasSent() {
    let lines = printed(
      ["open login", "set firstName Ada", "set lastName Lovelace"],
      "timeline firstName --stages --width 80")
    let legend = lines.drop { !$0.isEmpty }.filter { !$0.isEmpty }
    #expect(
      Array(legend.prefix(3)) == [
        #"combineLatest    0s ("Ada", "") · 0s ("Ada", "Lovelace")"#,
        "map              0s false · 0s true",
        "and              0s false · 0s true",
      ], "\(lines)")
  }

  @Test("on the real clock a timeline draws what happened so far")
  func realClock() {
    let lines = printed(["open login", "set firstName Ada"], "timeline firstName", clock: .real)
    #expect(lines.contains { $0.hasPrefix("firstName  ") && $0.contains("Ada") }, "\(lines)")
  }

  @Test("a path that names nothing says so, with the nearest name; bad options too")
  func errors() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open twitter"])
    #expect(shell.failure("timeline serchText")?.contains("searchText") == true)
    #expect(
      shell.failure("timeline searchText --width 5")
        == "expected a number of columns from 20 to 1000, not 5; usage: timeline PATH... [OPTIONS]")
    #expect(shell.run("get searchText").outcome == .succeeded)
  }

  @Test("--svg writes the same picture as SVG")
  func svg() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mvvm-timeline-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: file) }
    let lines = printed(Self.typing, "timeline searchText --svg \(file.path)")
    #expect(lines.last == "wrote the timeline as SVG to \(file.path)")
    let svg = try String(contentsOf: file, encoding: .utf8)
    #expect(svg.hasPrefix("<svg "))
    #expect(svg.contains(">swift</text>"))
  }
}
