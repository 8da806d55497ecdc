#if !FUZZING
  import Foundation
  import ShellFuzzing

  /// Without libFuzzer (a plain `swift build`), `shell-fuzzer FILE|DIRECTORY...` runs
  /// each input once, as the fuzzer would, and says how many ran: a way to reproduce a
  /// crash the fuzzer found.
  @main
  struct CorpusReplay {
    static func main() {
      let paths = CommandLine.arguments.dropFirst()
      guard !paths.isEmpty else {
        print("usage: shell-fuzzer FILE|DIRECTORY... (replays inputs; see Fuzz/README.md)")
        exit(64)
      }
      var count = 0
      for file in paths.flatMap(inputs(at:)) {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        ShellFuzzing.run(data)
        count += 1
      }
      print("replayed \(count) inputs")
    }

    private static func inputs(at path: String) -> [String] {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        return []
      }
      guard isDirectory.boolValue else { return [path] }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      return names.sorted().map { (path as NSString).appendingPathComponent($0) }
    }
  }
#endif
