import Foundation
import ShellFuzzing
import Testing

/// Replays every input the shell fuzzer starts from (Fuzz/Corpus: real lines) and every
/// crash it has found (Fuzz/Crashes, kept once fixed), through the same harness the
/// fuzzer runs: each must run to its end without trapping.
@Suite struct FuzzCorpusTests {
  static let fuzzDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

  static func inputs(in folder: String) -> [URL] {
    let directory = fuzzDirectory.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
      .map { directory.appendingPathComponent($0) }
  }

  @Test func theSeedCorpusIsThere() {
    #expect(Self.inputs(in: "Corpus").count >= 10)
  }

  @Test(arguments: inputs(in: "Corpus") + inputs(in: "Crashes"))
  func everyInputRunsToItsEnd(_ input: URL) throws {
    let data = try Data(contentsOf: input)
    let lines = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let outcomes = ShellFuzzing.run(data)
    #expect(outcomes.count == min(lines.count, ShellFuzzing.lineLimit) || outcomes.last == .quit)
  }
}
