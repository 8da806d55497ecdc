import Foundation
import Testing

@testable import Workbench

@Suite("graph --output writes only the graph to a file")
struct GraphCommandTests {
  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mvvm-graph-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("the file holds the dot graph and nothing else; the console says where it went")
  func dotToFile() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("sample.dot")
    let shell = ShellHarness()
    shell.runAll(["open sample"])
    let printed = shell.run("graph --dot --output \(file.path)").printed
    #expect(printed == ["wrote the graph of SampleSearchViewModel to \(file.path)"])
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written == shell.run("graph --dot").printed.joined(separator: "\n") + "\n")
  }

  @Test("a file that cannot be written is a clear error, and the session goes on")
  func unwritable() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shell = ShellHarness()
    shell.runAll(["open sample"])
    let missing = folder.appendingPathComponent("no/such/graph.dot").path
    #expect(
      shell.failure("graph --dot --output \(missing)")
        == "cannot write \(missing): no such directory \(folder.path)/no/such")
    #expect(
      shell.failure("graph --output \(folder.path)")
        == "cannot write \(folder.path): it is a directory")
    #expect(
      shell.failure("graph --output")
        == "--output needs FILE; usage: graph [--dot] [--ascii] [--output FILE]"
    )
    #expect(shell.run("get title").outcome == .succeeded)
  }
}
