import Foundation
import ProcessTestSupport

/// The code of a DocC tutorial as its last step leaves it: for each file the tutorial
/// shows (`@Code(name: "File.swift", file: "listing.swift")`), the listing of the last step
/// that shows it; and what the toolchain says of that code, compiled against the kit this
/// test run built.
struct TutorialCode {
  /// The repository's top folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Each file's name in the tutorial, and its final listing's path, in the order the
  /// tutorial first shows the file.
  let files: [(name: String, listing: URL)]

  /// The code of the tutorial at `tutorial`, whose listings are in its catalog's
  /// `Resources` folder.
  init(tutorial: URL) throws {
    let text = try String(contentsOf: tutorial, encoding: .utf8)
    var catalog = tutorial
    while catalog.pathExtension != "docc" { catalog.deleteLastPathComponent() }
    let resources = catalog.appendingPathComponent("Resources")
    let listings =
      FileManager.default.enumerator(atPath: resources.path)?
      .compactMap { $0 as? String } ?? []
    var order: [String] = []
    var last: [String: URL] = [:]
    for match in text.matches(of: /@Code\(name: "([^"]+)", file: "([^"]+)"\)/) {
      let name = String(match.output.1)
      let file = String(match.output.2)
      guard let found = listings.first(where: { ($0 as NSString).lastPathComponent == file })
      else { throw Missing(listing: file) }
      if last[name] == nil { order.append(name) }
      last[name] = resources.appendingPathComponent(found)
    }
    files = order.compactMap { name in last[name].map { (name, $0) } }
  }

  /// The final listings of the plugin's sources: every Swift file but the manifest and
  /// the tests.
  var sources: [URL] {
    files.filter { $0.name != "Package.swift" && !$0.name.hasSuffix("Tests.swift") }
      .map(\.listing)
  }

  /// The final listings of the tests.
  var tests: [URL] {
    files.filter { $0.name.hasSuffix("Tests.swift") }.map(\.listing)
  }

  /// `swiftc` with the kit's modules of this test run on its search paths, then
  /// `arguments`; returns its exit status and what it printed. Awaited on a thread of
  /// its own.
  static func swiftc(_ arguments: [String], in directory: URL) async throws -> (
    status: Int32, output: String
  ) {
    let products = TestPluginLibrary.productsDirectory
    let moduleMaps = (try? FileManager.default.contentsOfDirectory(atPath: products.path)) ?? []
    let search =
      ["-I", products.appendingPathComponent("Modules").path]
      + moduleMaps.filter { $0.hasSuffix(".build") }.flatMap { folder -> [String] in
        let map = products.appendingPathComponent(folder).appendingPathComponent(
          "module.modulemap")
        return FileManager.default.fileExists(atPath: map.path)
          ? ["-Xcc", "-fmodule-map-file=\(map.path)"] : []
      }
    let run = try await ProgramRun.run(
      "/usr/bin/env", ["swiftc"] + search + arguments, directory: directory)
    return (run.status, run.printed)
  }

  /// A listing the tutorial names is not in its catalog.
  struct Missing: Error, CustomStringConvertible {
    /// The listing's file name.
    let listing: String
    /// What is missing.
    var description: String { "the tutorial shows \(listing), which is not in its Resources" }
  }
}
