import Foundation

/// The pages a reader of the repository reads: the README, CONTRIBUTING.md, the
/// changelog and every article of the DocC catalogs (`Sources/*/*.docc`).
enum DocumentationFiles {
  /// The top of the repository.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The pages at the top of the repository that link into the rest.
  static let topLevelPages = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]

  /// Every page, as a path relative to the root, the top-level pages first.
  static let pages: [String] = topLevelPages + articles

  /// The Markdown files of every documentation catalog, sorted.
  static let articles: [String] = catalogs.flatMap { catalog in
    let folder = root.appendingPathComponent(catalog)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
  }

  /// The documentation catalogs, as paths relative to the root (`Sources/mvvm/mvvm.docc`).
  static let catalogs: [String] = {
    let sources = root.appendingPathComponent("Sources")
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return targets.sorted().flatMap { target -> [String] in
      let folder = sources.appendingPathComponent(target)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return names.filter { $0.hasSuffix(".docc") }.sorted().map { "Sources/\(target)/\($0)" }
    }
  }()

  /// The text of the page at `path` (relative to the root).
  static func text(of path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }
}
