import Testing

@testable import TerminalText

@Suite("Tables align their columns and wrap the last one")
struct ColumnTableTests {
  let rows = [
    ["help [COMMAND]", "Lists every command, or explains COMMAND."],
    ["use SERVICE BACKEND [key=value ...]", "Switches SERVICE to BACKEND."],
  ]

  @Test("with room, every row is one line and the columns line up")
  func wide() {
    let lines = ColumnTable(rows: rows).render(width: 120)
    #expect(
      lines == [
        "  help [COMMAND]                       Lists every command, or explains COMMAND.",
        "  use SERVICE BACKEND [key=value ...]  Switches SERVICE to BACKEND.",
      ])
  }

  @Test("the last column wraps at words under itself")
  func wraps() {
    let lines = ColumnTable(rows: [["a", "one two three four five"]]).render(width: 15)
    #expect(lines == ["  a  one two", "     three four", "     five"])
  }

  @Test("a first column too wide to leave room runs on and its text moves below")
  func overflows() {
    let lines = ColumnTable(rows: rows).render(width: 40)
    #expect(
      lines == [
        "  help [COMMAND]  Lists every command,",
        "                  or explains COMMAND.",
        "  use SERVICE BACKEND [key=value ...]",
        "                  Switches SERVICE to",
        "                  BACKEND.",
      ])
    #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) <= 40 })
  }

  @Test("a running-on cell keeps the last cell beside it when both fit, else above it")
  func runsOn() {
    let table = ColumnTable(rows: [["n", "short", "type"], ["m", "a much longer value", "t"]])
    #expect(
      table.render(width: 24) == [
        "  n  short  type",
        "  m  a much longer value",
        "            t",
      ])
    #expect(
      table.render(width: 30) == ["  n  short                type", "  m  a much longer value  t"])
  }

  @Test("too narrow to keep the last column beside the others, the table stacks")
  func stacks() {
    let rows = [
      ["title", "\"Flickr Search\"", "String, read-only"],
      ["executeSearch", "disabled (searchText must be longer than 3 characters), idle", "command"],
    ]
    #expect(
      ColumnTable(rows: rows).render(width: 40) == [
        "  title          \"Flickr Search\"",
        "                   String, read-only",
        "  executeSearch  disabled (searchText",
        "                 must be longer than 3",
        "                 characters), idle",
        "                   command",
      ])
  }

  @Test("styles are applied to the laid-out pieces, padding left plain")
  func styles() {
    let lines = ColumnTable(rows: [["ab", "x"], ["c", "y"]]).render(width: 20) { text, position in
      position.column == 1 ? "<\(text)>" : text
    }
    #expect(lines == ["  ab  <x>", "  c   <y>"])
  }

  @Test("no line is wider than the width at any width")
  func fitsEveryWidth() {
    let rows = [
      ["executeSearch", "disabled (searchText must be longer than 3 characters), idle", "command"],
      ["recentSearches", "[0 items]", "[RecentSearchItemViewModel], read-only"],
    ]
    for width in 40...120 {
      let lines = ColumnTable(rows: rows).render(width: width)
      #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) <= width }, "at \(width): \(lines)")
    }
  }
}
