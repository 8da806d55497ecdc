import Foundation
import ProcessTestSupport
import Testing

/// The test plugin as a plugin package would build it: TestPlugin's objects (compiled by
/// `swift test` as a target of this package) linked into a shared library that leaves the
/// kit's symbols undefined, to be bound at load time to the kit inside `mvvm`. A link of
/// a few objects, not a build: SwiftPM would put a copy of the kit into a dynamic library
/// product of this package, and a plugin carrying its own kit has types of its own.
enum TestPluginLibrary {
  /// The directory of the built products (`.build/<triple>/debug`), beside the test binary.
  static let productsDirectory = URL(fileURLWithPath: "/proc/self/exe")
    .resolvingSymlinksInPath().deletingLastPathComponent()

  /// The built `mvvm`, or nil when it was not built.
  static var mvvm: String? {
    let path = productsDirectory.appendingPathComponent("mvvm").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  /// TestPlugin's object files.
  static var objects: [String] {
    let directory = productsDirectory.appendingPathComponent("TestPlugin.build")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".o") }.sorted().map {
      directory.appendingPathComponent($0).path
    }
  }

  /// Whether the tests can run: `mvvm` and TestPlugin's objects are there.
  static var isAvailable: Bool { mvvm != nil && !objects.isEmpty }

  /// Why the plugin tests are skipped.
  static var missingReason: Comment {
    "mvvm or TestPlugin's objects were not built in \(productsDirectory.path)"
  }

  /// Links the plugin into `directory/libTestPlugin.so` and returns its path; the link is
  /// awaited on a thread of its own.
  static func link(into directory: URL) async throws -> String {
    let output = directory.appendingPathComponent("libTestPlugin.so").path
    let objects = self.objects
    let link = try await ProgramRun.run(
      "/usr/bin/env", ["swiftc", "-emit-library", "-o", output] + objects, capturing: .errors)
    guard link.status == 0 else {
      throw LinkFailure(message: link.printed)
    }
    return output
  }

  /// The link failed.
  struct LinkFailure: Error, CustomStringConvertible {
    /// What swiftc said.
    let message: String
    /// The message.
    var description: String { "linking TestPlugin failed: \(message)" }
  }
}
