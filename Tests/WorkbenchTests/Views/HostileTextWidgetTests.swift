import TerminalText
import Testing
import Widgets

/// Text from a server reaches widgets through bindings: it may be huge or full of
/// control characters, and a screen must still be drawn at once and safely.
@Suite("Widgets cut huge text before layout and show control characters escaped")
struct HostileTextWidgetTests {
  let huge = String(repeating: "a", count: 10_000_000)

  @Test("a field shows the end of a 10 MB text")
  func hugeField() {
    let field = TextField()
    field.text.value = huge
    #expect(field.render(width: 10) == ["[ …aaaaa ]"])
  }

  @Test("a label draws at most its line limit of a 10 MB text")
  func hugeLabel() {
    let label = TextLabel(lineLimit: 3)
    label.text.value = huge
    let lines = label.render(width: 20)
    #expect(lines.count == 3)
    #expect(lines.last?.hasSuffix("…") == true)
    #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) <= 20 })
  }

  @Test("lists and tables cut a 10 MB row")
  func hugeRows() {
    let list = TextList(rowLimit: 2, linesPerRow: 2)
    list.rows.value = ["@a · 1s\n" + huge]
    #expect(list.render(width: 12).count == 2)
    let table = TextTable(columns: [.init("Title"), .init("n", rightAligned: true)], rowLimit: 2)
    table.rows.value = [TextTable.Row([huge, "1"])]
    #expect(table.render(width: 12) == ["Title      n", "aaaaaaaaa… 1"])
  }

  @Test("escape sequences and newlines inside values are shown, not obeyed")
  func controlCharacters() {
    let field = TextField()
    field.text.value = "a\u{1B}[2Jb"
    #expect(field.render(width: 14) == ["[ a\\e[2Jb___ ]"])
    let label = TextLabel("title\u{1B}]0;pwned\u{7}")
    #expect(label.render(width: 30) == ["title\\e]0;pwned\\u{7}"])
    let table = TextTable(columns: [.init("Title")], rowLimit: 2, showsHeader: false)
    table.rows.value = [TextTable.Row(["one\ntwo"], note: "x\ry")]
    #expect(table.render(width: 10) == ["one\\ntwo  ", "  x\\ry    "])
  }
}
