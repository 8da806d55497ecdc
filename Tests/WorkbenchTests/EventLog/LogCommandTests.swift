import EventLog
import Testing

@testable import Workbench

/// `log` lists the event log as a table with causes as references, filtered by paths,
/// the last N, or as JSON.
@Suite struct LogCommandTests {
  @Test func theLogListsEventsWithTheirCauses() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open login", "set firstName Ada", "get firstName", "set lastName Lovelace"])
    #expect(
      shell.run("log").printed == [
        "#1         +0.000s  line 1: open login",
        "#2         +0.000s  line 2: set firstName Ada",
        "#3 ← #2    +0.000s  firstName = \"Ada\"",
        "#4 ← #3    +0.000s  combineLatest got \"Ada\", sent (\"Ada\", \"\")",
        "#5 ← #4    +0.000s  map got (\"Ada\", \"\"), sent false",
        "#6 ← #5    +0.000s  and got (false, true), sent false",
        "#7 ← #6    +0.000s  loginInputValid = false (unchanged)",
        "#8         +0.000s  line 4: set lastName Lovelace",
        "#9 ← #8    +0.000s  lastName = \"Lovelace\"",
        "#10 ← #9   +0.000s  combineLatest got \"Lovelace\", sent (\"Ada\", \"Lovelace\")",
        "#11 ← #10  +0.000s  login.isEnabled = true",
        "#12 ← #10  +0.000s  map got (\"Ada\", \"Lovelace\"), sent true",
        "#13 ← #12  +0.000s  and got (true, true), sent true",
        "#14 ← #13  +0.000s  loginInputValid = true",
      ])
    #expect(
      shell.run("log loginInputValid --last 1").printed == [
        "(1 earlier events; log --last N shows more)",
        "#14 ← #13  +0.000s  loginInputValid = true",
      ])
    let json = shell.run("log lastName --json").printed.joined(separator: "\n")
    #expect(json.contains("\"kind\" : \"changed\""))
    #expect(json.contains("\"subject\" : \"lastName\""))
    #expect(json.contains("\"cause\" : 8"), "\(json)")
    #expect(
      shell.failure("log --last many")
        == "log: --last takes a positive whole number of events, not \"many\"")
  }

  @Test func keepSetsHowManyEventsTheLogKeeps() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open login"])
    #expect(shell.run("log --keep 2").printed == ["the log keeps the last 2 events"])
    shell.runAll(["set firstName Ada", "set lastName Lovelace"])
    #expect(
      shell.run("log").printed == [
        "#13 ← #12  +0.000s  and got (true, true), sent true",
        "#14 ← #13  +0.000s  loginInputValid = true",
      ])
    #expect(
      shell.failure("log --keep 0")
        == "log: --keep takes a whole number of events from 1 to 10000000, not 0")
  }

  @Test func keepRefusesMoreThanTenMillionEventsAndTheSessionGoesOn() {
    let shell = ShellHarness(includesStandardApps: true)
    for number in ["10000001", "9223372036854775807", "99999999999999999999"] {
      #expect(
        shell.failure("log --keep \(number)")
          == "log: --keep takes a whole number of events from 1 to 10000000, not \(number)")
    }
    shell.runAll(["open twitter", "set searchText swift", "advance 2s"])
    #expect(shell.session.eventLog.capacity == EventLog.defaultCapacity)
  }

  @Test func aLogKeepingAsManyEventsAsAnIntHoldsStillRecords() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.session.eventLog.capacity = Int.max
    shell.runAll(["open twitter", "set searchText swift", "advance 2s"])
    #expect(shell.session.eventLog.events.contains { $0.subject == "tweets" })
  }
}
