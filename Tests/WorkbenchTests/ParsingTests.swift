import Inspection
import Model
import Testing

@testable import Workbench

@Suite struct ParsingTests {
  @Test func tokensSplitOnWhitespaceAndKeepQuotedTextTogether() throws {
    let tokens = try Tokenizer.tokens(of: #"set searchText "sunset \"beach\"" # a comment"#)
    #expect(
      tokens == [Token("set"), Token("searchText"), Token(#"sunset "beach""#, isQuoted: true)])
  }

  @Test func aCommentOrBlankLineHasNoTokens() throws {
    #expect(try Tokenizer.tokens(of: "   # nothing here").isEmpty)
    #expect(try Tokenizer.tokens(of: "").isEmpty)
  }

  @Test func aHashInsideAWordOrQuotesIsText() throws {
    #expect(
      try Tokenizer.tokens(of: ##"set tag a#b "#c""##).map(\.text) == ["set", "tag", "a#b", "#c"])
  }

  @Test func anUnterminatedQuoteIsAnError() {
    #expect(throws: ParseError.self) { try Tokenizer.tokens(of: #"set searchText "sunset"#) }
  }

  @Test func literalsAreTypedByTheirSpelling() {
    #expect(ValueLiteralParser.literal(from: Token("sunset")) == .text("sunset"))
    #expect(ValueLiteralParser.literal(from: Token("42")) == .number("42"))
    #expect(ValueLiteralParser.literal(from: Token("-1.5")) == .number("-1.5"))
    #expect(ValueLiteralParser.literal(from: Token("true")) == .boolean(true))
    #expect(ValueLiteralParser.literal(from: Token("false")) == .boolean(false))
    #expect(ValueLiteralParser.literal(from: Token("nil")) == .nilLiteral)
    #expect(ValueLiteralParser.literal(from: Token("42", isQuoted: true)) == .text("42"))
    #expect(ValueLiteralParser.literal(from: Token("nan")) == .text("nan"))
  }

  @Test func severalBareWordsMakeOneText() {
    #expect(
      ValueLiteralParser.literal(from: [Token("sunset"), Token("beach")]) == .text("sunset beach"))
  }

  @Test func pathsHaveMembersAndIndexes() throws {
    let path = try MemberPath(parsing: "searchResults[3].favorites")
    #expect(path.segments == [.member("searchResults"), .index(3), .member("favorites")])
    #expect(path.description == "searchResults[3].favorites")
    #expect(try MemberPath(parsing: "executeSearch.isEnabled").segments.count == 2)
  }

  @Test func badPathsSayWhatIsWrong() {
    #expect(
      throws: ParseError(
        "searchResults[x]: an index is a whole number from 0, as in searchResults[0]")
    ) {
      try MemberPath(parsing: "searchResults[x]")
    }
    #expect(throws: ParseError("searchResults[1: missing ] after the index")) {
      try MemberPath(parsing: "searchResults[1")
    }
    #expect(throws: ParseError("title.: a name must follow the dot")) {
      try MemberPath(parsing: "title.")
    }
  }

  @Test func durationsHaveUnits() throws {
    #expect(try TimeSpan(parsing: "1.5s") == .milliseconds(1_500))
    #expect(try TimeSpan(parsing: "200ms") == .milliseconds(200))
    #expect(try TimeSpan(parsing: "2m") == .seconds(120))
    #expect(throws: TimeSpanError.notADuration("2")) { try TimeSpan(parsing: "2") }
    #expect(TimeSpan.milliseconds(200).description == "200ms")
    #expect(TimeSpan.milliseconds(2_500).description == "2.5s")
  }
}
