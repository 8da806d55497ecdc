import Foundation
import Testing

/// Finds the `mvvm` program that `swift build` / `swift test` built next to the test bundle.
enum MvvmExecutable {
  /// The built `mvvm`, or nil when it is not there (e.g. only the test target was built).
  static let path: String? = candidates.first { FileManager.default.isExecutableFile(atPath: $0) }

  /// Where `mvvm` may be: beside the running test binary (`.build/<triple>/debug`), then the
  /// package's `.build/debug` link, for a runner started from elsewhere.
  static var candidates: [String] {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let arguments = CommandLine.arguments.first.map { URL(fileURLWithPath: $0) }
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return [
      testBinary.deletingLastPathComponent().appendingPathComponent("mvvm").path,
      arguments?.deletingLastPathComponent().appendingPathComponent("mvvm").path,
      package.appendingPathComponent(".build/debug/mvvm").path,
    ].compactMap { $0 }
  }

  /// Why the end-to-end tests are skipped when `path` is nil.
  static var missingReason: Comment {
    "the mvvm executable was not built next to the tests; looked at \(candidates.joined(separator: ", "))"
  }
}
