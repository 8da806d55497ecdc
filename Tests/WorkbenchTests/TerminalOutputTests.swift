import Testing

@testable import LineEditor
@testable import Workbench

/// What reaches the terminal: laid out to the console's width, and never able to drive it.
@Suite("Shell output fits the terminal and shows control characters escaped")
struct TerminalOutputTests {
  /// A value with an escape sequence that would retitle the terminal, and a newline
  /// followed by a forged event line (`\n` is the shell's own escape for a newline).
  static let hostile = "x\u{1B}]0;pwned\u{7}\\nexecuteSearch: completed"
  /// How `hostile` prints, quoted.
  static let hostileShown = #""x\e]0;pwned\u{7}\nexecuteSearch: completed""#

  /// `lines` joined with single spaces: a word broken across lines would not survive.
  private func flattened(_ lines: [String]) -> String {
    lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
  }

  private func expectSafe(_ lines: [String], _ comment: Comment? = nil) {
    #expect(!lines.contains { $0.unicodeScalars.contains { $0.value < 0x20 } }, comment)
    #expect(!lines.contains("executeSearch: completed"), comment)
  }

  @Test("help fits 40, 80 and 120 columns without breaking a word", arguments: [40, 80, 120])
  func help(width: Int) {
    let shell = ShellHarness(width: width)
    let lines = shell.run("help").printed
    #expect(lines.allSatisfy { $0.count <= width }, "\(lines)")
    for command in CommandCatalog.all {
      #expect(flattened(lines).contains(command.synopsis))
      let summary = command.help.split(separator: "\n").first.map(String.init) ?? ""
      #expect(flattened(lines).contains(summary), "\(summary) at \(width)")
    }
    let set = shell.run("help set").printed
    #expect(set.allSatisfy { $0.count <= width }, "\(set)")
    #expect(
      flattened(set).contains("Several bare words make one text: set searchText sunset beach."))
  }

  @Test("at 120 columns each command's summary stays on its line")
  func wideHelp() {
    let lines = ShellHarness(width: 120).run("help").printed
    #expect(lines.count == CommandCatalog.all.count + 1)
  }

  @Test("view draws the whole screen at 40, 80 and 120 columns", arguments: [40, 80, 120])
  func view(width: Int) {
    let shell = ShellHarness(includesStandardApps: true, width: width)
    shell.runAll(["open flickr", "set searchText sunset"])
    let screen = shell.run("view").printed
    let frameWidth = min(width, 64)
    #expect(screen.allSatisfy { $0.count == frameWidth }, "\(screen)")
    #expect(screen.first == "┌" + String(repeating: "─", count: frameWidth - 2) + "┐")
    #expect(screen.contains { $0.hasPrefix("│ Flickr Search ") })
    #expect(screen.contains { $0.contains("[ sunset_") && $0.contains("[ Go ]") })
    #expect(screen.contains { $0.hasPrefix("│  No searches yet ") })
  }

  @Test("backends and show fit 80 columns, each backend described once")
  func listingsFit() {
    let shell = ShellHarness(includesStandardApps: true)
    let backends = shell.run("backends").printed
    #expect(backends.allSatisfy { $0.count <= 80 }, "\(backends)")
    #expect(backends.contains("flickr  (active: fixture)"))
    #expect(backends.filter { $0.contains("offline catalog of photos") }.count == 1)
    shell.run("use flickr fixture latency=1s")
    #expect(shell.run("backends flickr").printed.first == "flickr  (active: fixture latency=1s)")
    shell.run("open flickr")
    for command in ["show", "graph", "apps", "stack"] {
      let lines = shell.run(command).printed
      #expect(lines.allSatisfy { $0.count <= 80 }, "\(command): \(lines)")
    }
  }

  @Test("a value holding ESC and a newline prints escaped in get, show, watch and view")
  func escapedValues() {
    let shell = ShellHarness()
    shell.runAll(["open sample", "watch title"])
    let set = shell.run("set searchText \"\(Self.hostile)\"").printed
    expectSafe(set)
    #expect(set.contains("searchText = \(Self.hostileShown)"))
    #expect(
      set.contains { $0.hasPrefix("watch: title = \"Search: x\\e]0;pwned\\u{7}\\nexecuteSearch") })
    #expect(shell.run("get searchText").printed == ["searchText = \(Self.hostileShown)"])
    let show = shell.run("show").printed
    expectSafe(show)
    #expect(show.contains { $0.hasPrefix("  searchText      \(Self.hostileShown)") })
    let generic = shell.run("view").printed
    expectSafe(generic)
    #expect(generic.contains("searchText: \(Self.hostileShown)"), "the generic screen")
  }

  @Test("a value holding ESC and a newline prints escaped in event and trace lines")
  func escapedEvents() {
    let shell = ShellHarness(failWith: "boom\u{1B}[2J\nexecuteSearch: completed")
    shell.runAll(["open sample", "trace on", "set searchText sunset"])
    let failed = shell.runAll(["run executeSearch", "wait executeSearch"])
    expectSafe(failed)
    #expect(failed.contains("executeSearch: failed: boom\\e[2J\\nexecuteSearch: completed"))
    let renamed = shell.runAll(["run rename \"\(Self.hostile)\"", "wait rename"])
    expectSafe(renamed)
    #expect(renamed.contains("rename: value \"X\\e]0;PWNED\\u{7}\\nEXECUTESEARCH: COMPLETED\""))
    #expect(
      renamed.contains { $0.hasPrefix("trace: +2.000s   rename value \"X\\e]0;PWNED") },
      "\(renamed)")
  }

  @Test("a value holding ESC and a newline shows escaped in view")
  func escapedView() {
    let shell = ShellHarness(includesStandardApps: true, width: 80)
    shell.runAll(["open flickr", "set searchText \"\(Self.hostile)\""])
    let screen = shell.run("view").printed
    expectSafe(screen)
    #expect(screen.contains { $0.contains("\\nexecuteSearch: completed ]") }, "\(screen)")
    #expect(screen.allSatisfy { $0.count == 64 })
  }

  @Test("long values are shortened in listings and events; get shows them whole")
  func longValues() throws {
    let shell = ShellHarness()
    let long = String(repeating: "sunset ", count: 2_000)
    shell.runAll(["open sample", "watch searchText"])
    let set = shell.run("set searchText \"\(long)\"").printed
    #expect(
      set.first { $0.hasPrefix("searchText = ") }?.count ?? 0 > long.count,
      "set shows the value it set, whole")
    let watched = try #require(set.first { $0.hasPrefix("watch: searchText = ") })
    #expect(watched.count <= 80 && watched.hasSuffix("…"), "\(watched)")
    let show = shell.run("show").printed
    #expect(show.allSatisfy { $0.count <= 80 }, "\(show)")
    #expect(
      show.contains { $0.hasPrefix("  searchText      \"sunset sunset") && $0.contains("…\"") })
    #expect(shell.run("get searchText").printed == ["searchText = \"\(long)\""])
  }
}
