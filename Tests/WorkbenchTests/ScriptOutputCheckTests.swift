import Testing

@testable import Workbench

@Suite("A script checks a command's printed output with | lines under it")
struct ScriptOutputCheckTests {
  func run(_ lines: [String], keepsGoing: Bool = false) -> (ExitCode, ShellHarness) {
    let shell = ShellHarness()
    let runner = ScriptRunner(
      interpreter: shell.interpreter, sourceName: "s.mvvm", keepsGoing: keepsGoing)
    return (runner.run(lines: lines), shell)
  }

  @Test("the output printed, line for line, passes; trailing spaces and comments aside")
  func matchingOutput() {
    let (code, shell) = run([
      "open sample", "get pageSize", "# the page size", "| pageSize = 10   ",
      "set pageSize 3", "get pageSize", "  |pageSize = 3",
    ])
    #expect(code == .success)
    #expect(shell.output.lines(on: .error).isEmpty)
  }

  @Test("a difference names the line and shows what was printed, ready to paste")
  func differentOutput() {
    let (code, shell) = run(["open sample", "get pageSize", "| pageSize = 11", "get pageSize"])
    #expect(code == .failure)
    #expect(
      shell.output.lines(on: .error) == [
        "s.mvvm:3: the output differs from the | lines: line 1 expected \"pageSize = 11\",",
        "  printed \"pageSize = 10\"; printed:", "| pageSize = 10",
      ])
  }

  @Test("fewer or more lines than printed fail, and --keep-going goes on after")
  func lineCount() {
    let (code, shell) = run(
      ["open sample", "get pageSize", "| pageSize = 10", "|", "get pageSize"], keepsGoing: true)
    #expect(code == .failure)
    #expect(
      shell.output.lines(on: .error) == [
        "s.mvvm:3: the output differs from the | lines: expected 2 lines, printed 1;",
        "  printed:", "| pageSize = 10", "s.mvvm: 1 line failed",
      ])
    #expect(shell.output.lines(on: .result).last == "pageSize = 10")
  }

  @Test("| lines with no command above them, or under a failed one, fail")
  func nothingToCheck() {
    let (code, shell) = run(["| anything", "get nothing", "| x"], keepsGoing: true)
    #expect(code == .failure)
    #expect(
      shell.output.lines(on: .error).filter { $0.contains("| lines must follow") }.count == 2)
  }

  @Test("at the prompt a | line says what it is for")
  func atThePrompt() {
    let shell = ShellHarness()
    #expect(shell.failure("| text")?.contains("in a script") == true)
  }
}
