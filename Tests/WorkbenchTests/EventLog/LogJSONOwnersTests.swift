import Foundation
import Testing

@testable import Workbench

/// `log --json` numbers the view-models the events happened to, so a tool can tell a
/// replaced row's events from the new row's under the same name, and the numbers are the
/// same on every run of the same session (not the process's own counter).
@Suite struct LogJSONOwnersTests {
  /// The `owners` of every `ageInSeconds` event of `log --json`, in log order, after two
  /// Twitter searches (20 rows, then 11 new ones) and a tick of the new rows.
  static func ageOwners() throws -> [[Int]] {
    let shell = ReplacedRowExplanationTests.searchedTwice()
    shell.run("advance 1s")
    let json = shell.run("log --json").printed.joined(separator: "\n")
    let events = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    return events.filter { ($0["subject"] as? String)?.hasSuffix("ageInSeconds") == true }
      .map { $0["owners"] as? [Int] ?? [] }
  }

  @Test func aReplacedRowsEventsAndTheNewRowsHaveDifferentOwners() throws {
    let owners = try Self.ageOwners()
    try #require(owners.count == 3, "\(owners)")
    // 1 is the search screen's view-model, whose `searchText` changed first.
    #expect(owners[0] == Array(2...21))
    #expect(owners[1] == owners[0])
    #expect(owners[2] == Array(22...32))
  }

  @Test func theNumbersAreTheSameOnEveryRun() throws {
    #expect(try Self.ageOwners() == Self.ageOwners())
  }
}
