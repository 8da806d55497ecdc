import Foundation
import Testing

/// The leak report's no-false-alarm walk, for the example plugin: Examples/TodoPlugin's
/// sources, compiled against this test run's kit as the plugin tutorial's code is
/// (`TutorialCode.swiftc`), loaded into the built `mvvm`, its screen walked (add, toggle,
/// filter, edit, clear, a second store) and closed; the session must report no leak, as
/// LeakReportTests requires of every built-in app.
@Suite(.enabled(if: TestPluginLibrary.isAvailable, TestPluginLibrary.missingReason))
struct TodoPluginLeakTests {
  /// Examples/TodoPlugin's Swift sources, found from this file's place in the repository.
  private static var sources: [String] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/TodoPlugin/Sources/TodoPlugin")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map {
      folder.appendingPathComponent($0).path
    }
  }

  @Test func walkingTheTodoAppAndClosingItLeavesNoLeak() async throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvvm-todo-leaks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let sources = Self.sources
    try #require(!sources.isEmpty, "Examples/TodoPlugin's sources were not found")
    let library = home.appendingPathComponent("libTodoPlugin.so").path
    let build = try await TutorialCode.swiftc(
      ["-emit-library", "-module-name", "TodoPlugin", "-o", library] + sources, in: home)
    try #require(build.status == 0, "Examples/TodoPlugin does not compile:\n\(build.output)")

    let script = home.appendingPathComponent("walk.mvvm")
    let lines = [
      "open todos", "set newTodoTitle \"Buy milk\"", "run addTodo",
      "set newTodoTitle \"Walk the dog\"", "run addTodo", "run todos[0].toggle",
      "set filter active", "set filter completed", "set filter all",
      "set todos[1].title \"Walk the cat\"", "run clearCompleted",
      "use todo-store file file=\(home.path)/todos.json", "set newTodoTitle \"Read\"",
      "run addTodo", "advance 1s", "open login", "leaks", "expect resources.leaks == 0",
    ]
    try lines.joined(separator: "\n").appending("\n").write(
      to: script, atomically: true, encoding: .utf8)
    let run = try await MvvmRun.run(
      ["--script", script.path, "--clock", "virtual", "--plugin", library], home: home)
    #expect(run.status == 0, "\(run.output)")
    #expect(!run.output.contains("leak after"), "\(run.output)")
    #expect(run.output.contains("no leaks: 1 screen checked after back or close"), "\(run.output)")
  }
}
