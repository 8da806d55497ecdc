import ReactiveCore
import Sandbox
import Testing

/// What the sandbox says about a line it cannot read: the message and the caret.
@Suite struct ParsingErrorTests {
  private func refusal(_ line: String) -> String {
    do {
      try Sandbox(scheduler: TestScheduler()).check(line)
    } catch {
      return error.rendered(under: line)
    }
    Issue.record("\(line) was accepted")
    return ""
  }

  @Test func aMissingOperand() {
    #expect(
      refusal("let x = searchText.map { $0 + }") == """
        let x = searchText.map { $0 + }
                                      ^ expected an expression, not '}'
        """)
  }

  @Test func aMissingName() {
    #expect(
      refusal("let = 3") == """
        let = 3
            ^ expected a name after let, as in let greeting = name.map { "Hello, " + $0 }
        """)
  }

  @Test func textWithoutItsClosingQuote() {
    #expect(
      refusal("let x = \"abc") == """
        let x = "abc
                ^^^^ this text has no closing '"'
        """)
  }

  @Test func anUnknownEscape() {
    #expect(
      refusal("let x = \"a\\qb\"") == """
        let x = "a\\qb"
                  ^^ unknown escape '\\q' (write \\n, \\t, \\\\, \\" or \\(value))
        """)
  }

  @Test func comparisonsDoNotChain() {
    #expect(
      refusal("let x = count.map { 1 < $0 < 3 }") == """
        let x = count.map { 1 < $0 < 3 }
                                   ^ comparisons don't chain: join them with && (a < b && b < c)
        """)
  }

  @Test func aClosureHoldsOneExpression() {
    #expect(
      refusal("let x = count.map { $0 1 }") == """
        let x = count.map { $0 1 }
                               ^ a closure here holds one expression; expected '}' instead of '1'
        """)
  }

  @Test func varIsNotTheSandboxsWord() {
    #expect(
      refusal("var x = 1") == """
        var x = 1
        ^^^ write let: a sandbox value is never reassigned, it changes over time (let name = "" makes a settable property)
        """)
  }

  @Test func bindNeedsItsArrow() {
    #expect(
      refusal("bind searchText = name") == """
        bind searchText = name
                        ^ expected '<~' after the member to bind, as in bind searchText <~ name
        """)
  }

  @Test func aLineTooDeepIsRefusedNotCrashed() {
    let line =
      "let x = " + String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)
    #expect(refusal(line).hasSuffix("this expression nests too deeply"))
  }

  @Test func aLineTooLongIsRefusedNotCrashed() {
    let line = "let x = 1" + String(repeating: " + 1", count: 400)
    #expect(refusal(line).hasSuffix("this line holds too many operations for the sandbox"))
  }
}
