import Inspection
import Testing

@testable import Workbench

/// The one grammar of paths: what it reads and how it prints it.
@Suite struct PathGrammarTests {
  @Test func rangesReadInEveryNotationAndPrintAsOutputDoes() throws {
    for text in [
      "searchResults[0…9].isVisible", "searchResults[0...9].isVisible",
      "searchResults[0..<10].isVisible",
    ] {
      let path = try MemberPath(parsing: text)
      #expect(path.segments == [.member("searchResults"), .range(0...9), .member("isVisible")])
      #expect(path.description == "searchResults[0…9].isVisible")
      #expect(path.rows == 0...9)
    }
    let rows = try MemberPath(parsing: "rows[2…3]").expanded.map(\.description)
    #expect(rows == ["rows[2]", "rows[3]"])
    #expect(try MemberPath(parsing: "rows[4…4]").expanded.map(\.description) == ["rows[4]"])
  }

  @Test func screenNamesComeBeforeASlash() throws {
    let path = try MemberPath(parsing: "flickr/SearchResults/searchResults[0].title")
    #expect(path.screens == ["flickr", "SearchResults"])
    #expect(path.segments == [.member("searchResults"), .index(0), .member("title")])
    #expect(path.description == "flickr/SearchResults/searchResults[0].title")
    #expect(path.withoutScreens.description == "searchResults[0].title")
  }

  @Test func fieldsAreMembersOfAValue() throws {
    let path = try MemberPath(parsing: "tweets[0].user.name")
    #expect(path.segments == [.member("tweets"), .index(0), .member("user"), .member("name")])
  }

  @Test func badPathsNameTheProblem() {
    #expect(
      throws: ParseError(
        "rows[5..<5]: the range [5..<5] holds no rows; write it low to high, as in [0…9]")
    ) { try MemberPath(parsing: "rows[5..<5]") }
    #expect(
      throws: ParseError(
        "rows[3…1]: the range [3…1] holds no rows; write it low to high, as in [0…9]")
    ) {
      try MemberPath(parsing: "rows[3…1]")
    }
    #expect(throws: ParseError("a[0…1].b[0…1]: a path may hold one range of rows")) {
      try MemberPath(parsing: "a[0…1].b[0…1]")
    }
    #expect(
      throws: ParseError(
        "/title: \"\" is not a screen name; write a screen as the prompt does, as in APP/searchText"
      )
    ) { try MemberPath(parsing: "/title") }
    #expect(throws: ParseError("flickr/: a member must follow the /, as in flickr/searchText")) {
      try MemberPath(parsing: "flickr/")
    }
    #expect(throws: ParseError("rows[0]x: expected . or [ before \"x\"")) {
      try MemberPath(parsing: "rows[0]x")
    }
  }

  @Test func printingThenParsingGivesThePathBack() throws {
    for text in [
      "searchText", "executeSearch.isEnabled", "searchResults.count", "searchResults[3].favorites",
      "searchResults[0…9].isVisible", "loggedInUser.firstName", "flickr/executeSearch",
      "flickr/SearchResults/searchResults[1…2]",
    ] {
      let path = try MemberPath(parsing: text)
      #expect(path.description == text)
      #expect(try MemberPath(parsing: path.description) == path)
    }
  }
}
