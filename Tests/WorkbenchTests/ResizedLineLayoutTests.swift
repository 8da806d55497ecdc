import Testing

@testable import LineEditor
@testable import Workbench

@Suite struct ResizedLineLayoutTests {
  @Test func rowsFollowTheWidth() {
    #expect(ResizedLineLayout.rowsAbove(columnsBeforeCursor: 0, width: 80) == 0)
    #expect(ResizedLineLayout.rowsAbove(columnsBeforeCursor: 80, width: 80) == 0)
    #expect(ResizedLineLayout.rowsAbove(columnsBeforeCursor: 81, width: 80) == 1)
    #expect(ResizedLineLayout.rowsAbove(columnsBeforeCursor: 101, width: 30) == 3)
  }

  @Test func theReportedColumnTellsWhetherTheTerminalRewrapped() {
    func rows(_ drawn: Int, _ width: Int, _ column: Int?) -> Int {
      ResizedLineLayout.rowsAbove(
        columnsBeforeCursor: 101, drawnWidth: drawn, width: width, reportedColumn: column)
    }
    #expect(rows(80, 120, 102) == 0, "re-wrapped")
    #expect(rows(80, 120, 22) == 1, "kept as drawn")
    #expect(rows(120, 30, 12) == 3, "re-wrapped")
    #expect(rows(120, 30, 30) == 0, "kept, cut at the last column")
    #expect(rows(80, 120, nil) == 0, "no answer: re-wrapped, as most terminals do")
    #expect(rows(80, 120, 7) == 0, "an answer that fits neither: re-wrapped")
  }

  @Test func aCursorReportIsTakenFromAmongTypedKeys() {
    var bytes = Array("ab\u{1B}[A\u{1B}[12;345Rcd".utf8)
    #expect(CursorPositionReport.take(from: &bytes) == CursorPositionReport(row: 12, column: 345))
    #expect(bytes == Array("ab\u{1B}[Acd".utf8))
    var partial = Array("\u{1B}[12;3".utf8)
    #expect(CursorPositionReport.take(from: &partial) == nil)
    #expect(partial == Array("\u{1B}[12;3".utf8))
  }
}
