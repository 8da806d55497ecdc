import Foundation
import Testing

@testable import Workbench

@Suite struct ScriptTests {
  func script(_ name: String) throws -> [String] {
    let url = try #require(Bundle.module.url(forResource: "Scripts/\(name)", withExtension: "mvvm"))
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func theSampleSearchScriptPasses() throws {
    let shell = ShellHarness()
    let runner = ScriptRunner(
      interpreter: shell.interpreter, sourceName: "sample-search.mvvm", keepsGoing: false)
    #expect(runner.run(lines: try script("sample-search")) == .success)
    #expect(shell.output.lines(on: .error).isEmpty)
  }

  @Test func aFailedExpectNamesTheLinePathAndValues() throws {
    let shell = ShellHarness()
    let runner = ScriptRunner(
      interpreter: shell.interpreter, sourceName: "sample-failure.mvvm", keepsGoing: false)
    #expect(runner.run(lines: try script("sample-failure")) == .failure)
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
