import Foundation
import Testing
import Workbench

/// A session keeps one time across a clock switch: `history`, `goto` and the log go on
/// from where the clock in charge stood, and time travel replays each line at that time.
@Suite struct SessionTimeAcrossClocksTests {
  @Test func aRealSessionThatSwitchesToTheVirtualClockKeepsOneTime() {
    let shell = ShellHarness(clock: .real)
    for line in ["open sample", "clock virtual", "advance 3s", "set searchText swift"] {
      shell.run(line)
    }
    let records = shell.session.history.records
    #expect(
      records.map(\.line) == ["open sample", "clock virtual", "advance 3s", "set searchText swift"])
    let offsets = records.map(\.offset)
    #expect(offsets == offsets.sorted(), "history's times go back: \(offsets)")
    #expect(offsets[3] - offsets[2] == 3)
    let moment = shell.run("goto 3").printed.joined(separator: " ")
    let said = String(format: "(+%.3fs)", records[2].endOffset)
    #expect(moment.hasPrefix("@3: right after line 3 \(said)"), "\(moment)")
  }
}
