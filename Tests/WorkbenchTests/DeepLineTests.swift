import Foundation
import Testing

@testable import Workbench

/// Lines that run lines (`type`, a tour's `next`) cannot nest without end: a `type` line
/// thousands of words deep is refused before it prints anything, and a teacher's tour
/// whose step types `next` stops at a fixed depth instead of overflowing the stack.
@Suite struct DeepLineTests {
  @Test func aTypeLineThatTypesATypeLineIsRefusedWithoutPrintingIt() {
    let shell = ShellHarness(includesStandardApps: true)
    let deep = String(repeating: "type ", count: 15_000) + "apps"
    let (outcome, printed) = shell.run(deep)
    #expect(
      outcome == .failed("type: the line to type is itself a type line; write type LINE once"))
    #expect(printed.isEmpty)
    #expect(shell.run("type apps").outcome == .succeeded)
  }

  @Test func aTourStepThatTypesNextStopsAtAFixedDepth() throws {
    let path = NSTemporaryDirectory() + "next-in-next-\(UUID().uuidString).mvvm"
    try "open login\nstep Next inside next\ntype next\nexpect firstName == \"Ada\"\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["tour \(path)"])
    let (outcome, printed) = shell.run("next")
    #expect(
      outcome
        == .failed(
          "lines that run lines (type, next) nest more than 8 deep here; the innermost was not run")
    )
    #expect(printed.filter { $0 == "mvvm> next" || $0 == "login> next" }.count == 4)
    #expect(shell.run("get firstName").outcome == .succeeded, "the session goes on")
  }
}
