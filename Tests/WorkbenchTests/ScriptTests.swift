import Foundation
import Testing

@testable import Workbench

@Suite struct ScriptTests {
  /// The lessons users run (`mvvm --script Lessons/flickr.mvvm`), at the top of the
  /// repository.
  static let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Lessons")

  /// The scripts only the tests use (the sample app); those in `Failing/` fail on purpose.
  static let testScripts = Bundle.module.url(forResource: "Scripts", withExtension: nil)

  /// Every lesson, by file name.
  static let tutorialScripts: [String] = scripts(in: lessons)

  /// Every script the tests run that should pass: the lessons and the test-only scripts.
  static let passingScripts: [URL] =
    tutorialScripts.map { lessons.appendingPathComponent($0) }
    + (testScripts.map { folder in scripts(in: folder).map { folder.appendingPathComponent($0) } }
      ?? [])

  static func scripts(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".mvvm") }.sorted()
  }

  func lines(of relativePath: String) throws -> [String] {
    try lines(at: try #require(Self.testScripts?.appendingPathComponent(relativePath)))
  }

  func lines(at url: URL) throws -> [String] {
    let text = try String(contentsOf: url, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return lines.last == "" ? Array(lines.dropLast()) : lines
  }

  @Test func theTutorialScriptsAreThere() {
    for name in [
      "flickr", "flickr-failure", "twitter", "twitter-failure", "tweetboat", "tweetboat-failure",
      "login", "login-failure", "paths", "twitter-throttle", "flickr-visibility",
      "login-timeline", "tweetboat-paging",
    ] {
      #expect(Self.tutorialScripts.contains("\(name).mvvm"))
    }
  }

  @Test func noLessonNeedsAnAppOnlyTheTestsHave() throws {
    for name in Self.tutorialScripts {
      let text = try String(
        contentsOf: Self.lessons.appendingPathComponent(name), encoding: .utf8)
      #expect(!text.contains("open sample"), "\(name)")
    }
  }

  @Test(arguments: passingScripts) func everyScriptPasses(_ script: URL) throws {
    let name = script.lastPathComponent
    let shell = ShellHarness(includesStandardApps: true)
    let runner = ScriptRunner(interpreter: shell.interpreter, sourceName: name, keepsGoing: true)
    let code = runner.run(lines: try lines(at: script))
    #expect(code == .success, "\(shell.output.lines(on: .error))")
    #expect(shell.output.lines(on: .error).isEmpty)
  }

  @Test func aFailedExpectNamesTheLinePathAndValues() throws {
    let shell = ShellHarness()
    let runner = ScriptRunner(
      interpreter: shell.interpreter, sourceName: "sample-failure.mvvm", keepsGoing: false)
    #expect(runner.run(lines: try lines(of: "Failing/sample-failure.mvvm")) == .failure)
    #expect(
      shell.output.lines(on: .error) == [
        "sample-failure.mvvm:5: expect recentSearches.count == 5 failed: actual 0"
      ])
  }

  @Test func keepGoingRunsEveryLineAndStillFails() {
    let shell = ShellHarness()
    let runner = ScriptRunner(
      interpreter: shell.interpreter, sourceName: "s.mvvm", keepsGoing: true)
    let code = runner.run(lines: [
      "open sample", "set pageSize many", "expect pageSize == 3", "set pageSize 3",
    ])
    #expect(code == .failure)
    #expect(
      shell.output.lines(on: .error) == [
        "s.mvvm:2: pageSize expected Int, got text \"many\"",
        "s.mvvm:3: expect pageSize == 3 failed: actual 10",
        "s.mvvm: 2 lines failed",
      ])
    #expect(shell.output.lines(on: .result).last == "pageSize = 3")
  }

  @Test func quitEndsAScriptEarly() {
    let shell = ShellHarness()
    let runner = ScriptRunner(
      interpreter: shell.interpreter, sourceName: "s.mvvm", keepsGoing: false)
    #expect(runner.run(lines: ["apps", "quit", "expect nothing == 1"]) == .success)
  }

  @Test func aFaultInjectedBackendFailureShowsInTheScript() {
    let shell = ShellHarness(failWith: "boom")
    let runner = ScriptRunner(
      interpreter: shell.interpreter, sourceName: "s.mvvm", keepsGoing: false)
    let code = runner.run(lines: [
      "open sample", "set searchText sunset", "run executeSearch", "wait executeSearch",
      "expect recentSearches.count == 0",
    ])
    #expect(code == .success)
    #expect(shell.output.lines(on: .live).contains("executeSearch: failed: boom"))
  }
}
