import Foundation
import Testing

/// The plugin kit's tutorial, "Your first view-model plugin", as its last step leaves the
/// code: it compiles into a plugin against this build's kit, its test compiles against
/// the plugin, and the plugin loads into the built `mvvm`, whose tour it ships runs to
/// its end with its screen drawn.
@Suite(.enabled(if: TestPluginLibrary.isAvailable, TestPluginLibrary.missingReason))
struct FirstPluginTutorialTests {
  static let tutorial = TutorialCode.root.appendingPathComponent(
    "Sources/MVVMPluginKit/MVVMPluginKit.docc/Tutorials/YourFirstViewModelPlugin.tutorial")

  @Test func theFinalStepsCodeBuildsAPluginWhoseTourRunsInMvvm() async throws {
    let code = try TutorialCode(tutorial: Self.tutorial)
    #expect(
      code.files.map(\.name) == [
        "Package.swift", "Glossary.swift", "BuiltInGlossary.swift", "FileGlossary.swift",
        "GlossaryViewModel.swift", "GlossaryView.swift", "GlossaryPlugin.swift",
        "GlossaryViewModelTests.swift", "GlossaryTour.swift",
      ])
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvvm-tutorial-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }

    let library = home.appendingPathComponent("libGlossaryPlugin.so").path
    let build = try await TutorialCode.swiftc(
      [
        "-emit-library", "-emit-module", "-enable-testing", "-module-name", "GlossaryPlugin",
        "-o", library,
      ]
        + code.sources.map(\.path),
      in: home)
    try #require(build.status == 0, "the tutorial's code does not compile:\n\(build.output)")

    let tests = try await TutorialCode.swiftc(
      ["-typecheck", "-I", home.path] + code.tests.map(\.path), in: home)
    #expect(tests.status == 0, "the tutorial's test does not compile:\n\(tests.output)")

    let run = try await MvvmRun.run(
      ["--plugin", library, "--clock", "virtual"],
      input: "tour glossary\nnext\nadvance 1s\nnext\nadvance 1s\nview\n", home: home)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("✓ Step 1 done: meaning ~ \"target <~ source\""), "\(run.output)")
    #expect(run.output.contains("✓ Step 2 done: errorMessage ~ \"not found\""))
    #expect(run.output.contains("Tour glossary finished."))
    #expect(run.output.contains("│ the word \"monad\" was not found"))
  }

  @Test func aListingTheTutorialNamesMustBeInItsCatalog() throws {
    let tutorial = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvvm-tutorial-\(UUID().uuidString).docc")
    try FileManager.default.createDirectory(
      at: tutorial.appendingPathComponent("Resources"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: tutorial) }
    let page = tutorial.appendingPathComponent("Lesson.tutorial")
    try #"@Code(name: "A.swift", file: "gone.swift")"#.write(
      to: page, atomically: true, encoding: .utf8)
    #expect(throws: TutorialCode.Missing.self) {
      try TutorialCode(tutorial: page)
    }
  }
}
