import Testing

@testable import Workbench

@Suite struct TraceCoalescerTests {
  @Test func aRunOverAListsItemsFoldsIntoOneLine() {
    var coalescer = TraceCoalescer()
    var printed: [String] = []
    for index in 0..<20 {
      printed += coalescer.change("tweets[\(index)].ageInSeconds", to: "\(60 + index)")
    }
    #expect(printed.isEmpty)
    #expect(coalescer.isHolding)
    #expect(coalescer.flush() == ["tweets[0…19].ageInSeconds = 60, 61, 62, 63, 64, … (20 items)"])
    #expect(!coalescer.isHolding)
  }

  @Test func aShortRunListsEveryValue() {
    var coalescer = TraceCoalescer()
    _ = coalescer.change("rows[1].count", to: "1")
    _ = coalescer.change("rows[2].count", to: "2")
    #expect(coalescer.flush() == ["rows[1…2].count = 1, 2"])
  }

  @Test func aSingleChangePrintsAsItIs() {
    var coalescer = TraceCoalescer()
    #expect(coalescer.change("tweets[3].ageInSeconds", to: "71").isEmpty)
    #expect(coalescer.flush() == ["tweets[3].ageInSeconds = 71"])
  }

  @Test func scatteredIndicesAreListed() {
    var coalescer = TraceCoalescer()
    for index in [0, 4, 9] { _ = coalescer.change("rows[\(index)].isVisible", to: "true") }
    #expect(coalescer.flush() == ["rows[0, 4, 9].isVisible = true, true, true"])
    for index in [1, 3, 5, 7, 9, 11] { _ = coalescer.change("rows[\(index)].n", to: "\(index)") }
    #expect(coalescer.flush() == ["rows[1, 3, 5, 7, 9, …].n = 1, 3, 5, 7, 9, … (6 items)"])
  }

  @Test func theSameItemChangingAgainStartsANewLine() {
    var coalescer = TraceCoalescer()
    _ = coalescer.change("tweets[0].ageInSeconds", to: "1")
    _ = coalescer.change("tweets[1].ageInSeconds", to: "2")
    #expect(
      coalescer.change("tweets[0].ageInSeconds", to: "3") == ["tweets[0…1].ageInSeconds = 1, 2"])
    #expect(coalescer.flush() == ["tweets[0].ageInSeconds = 3"])
  }

  @Test func anotherMemberOrAnyOtherLineEndsTheRunFirst() {
    var coalescer = TraceCoalescer()
    _ = coalescer.change("rows[0].favorites", to: "1")
    _ = coalescer.change("rows[1].favorites", to: "2")
    #expect(coalescer.change("rows[1].comments", to: "5") == ["rows[0…1].favorites = 1, 2"])
    #expect(
      coalescer.change("title", to: "\"x\"") == ["rows[1].comments = 5", "title = \"x\""])
    #expect(!coalescer.isHolding)
    _ = coalescer.change("rows[0].favorites", to: "1")
    #expect(
      coalescer.line("search completed") == ["rows[0].favorites = 1", "search completed"])
  }

  @Test func nestedListsFoldOnTheInnermostIndex() {
    var coalescer = TraceCoalescer()
    _ = coalescer.change("pages[1].rows[0].n", to: "1")
    _ = coalescer.change("pages[1].rows[1].n", to: "2")
    #expect(coalescer.flush() == ["pages[1].rows[0…1].n = 1, 2"])
  }
}
