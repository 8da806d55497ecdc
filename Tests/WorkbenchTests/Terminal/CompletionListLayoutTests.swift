import Testing

@testable import LineEditor

@Suite struct CompletionListLayoutTests {
  @Test func anEntryWithAnEllipsisKeepsTheNextColumnStraight() {
    let candidates = [
      "rows[0…9].title", "rows[0]", "rows[0…9]", "rows[0].title", "rows[0…9].url", "rows[0].url",
    ]
    #expect(
      CompletionListLayout.lines(for: candidates, width: 60) == [
        "rows[0]          rows[0].url      rows[0…9].title",
        "rows[0].title    rows[0…9]        rows[0…9].url",
      ])
  }

  @Test func columnsFillTopToBottomInByteOrderAsLibeditSortsThem() {
    let candidates = (10...19).map { "r[\($0)]" } + ["r[1]"]
    #expect(
      CompletionListLayout.lines(for: candidates, width: 32) == [
        "r[10]  r[13]  r[16]  r[19]",
        "r[11]  r[14]  r[17]  r[1]",
        "r[12]  r[15]  r[18]",
      ])
  }

  @Test func aNarrowTerminalListsOneEntryALine() {
    #expect(
      CompletionListLayout.lines(for: ["searchText", "searchResults"], width: 10) == [
        "searchResults", "searchText",
      ])
  }
}
