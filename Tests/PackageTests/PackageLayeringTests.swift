import Foundation
import Testing

/// The package holds to its architecture (ARCHITECTURE.md): Package.swift lists the
/// targets in layer order, every import is a declared dependency, folders are named after
/// their targets, and the shell and the kits name no built-in app or service.
@Suite struct PackageLayeringTests {
  /// The modules of the toolchain, which a target imports without declaring them.
  static let toolchainModules: Set<String> = [
    "Foundation", "FoundationNetworking", "FoundationEssentials", "Dispatch", "Glibc",
    "Synchronization", "Testing", "XCTest", "PackagePlugin", "Swift", "Musl", "Darwin",
    "FoundationXML",
  ]

  let manifest: PackageManifest

  init() throws {
    manifest = try PackageManifest()
  }

  @Test func theManifestIsReadWhole() {
    #expect(manifest.targets.count > 30, "\(manifest.targets.map(\.name))")
    #expect(manifest.target(named: "Workbench")?.dependencies.contains("EventLog") == true)
  }

  @Test func everyTargetDependsOnlyOnTargetsListedAboveIt() {
    var listed: Set<String> = []
    for target in manifest.targets {
      for dependency in target.dependencies where manifest.target(named: dependency) != nil {
        #expect(
          listed.contains(dependency),
          "\(target.name) depends on \(dependency), which Package.swift lists below it")
      }
      listed.insert(target.name)
    }
  }

  @Test func everyImportIsADeclaredDependency() throws {
    for target in manifest.targets {
      guard let path = target.path else { continue }
      let declared = Set(target.dependencies)
      for file in try Self.swiftFiles(in: path) {
        for module in try Self.imports(in: file)
        where !Self.toolchainModules.contains(module) && module != target.name {
          #expect(
            declared.contains(module),
            "\(file.path.dropFirst(PackageManifest.root.path.count + 1)) imports \(module), which \(target.name) does not declare"
          )
        }
      }
    }
  }

  @Test func everyTargetIsInAFolderNamedAfterIt() {
    for target in manifest.targets {
      guard let path = target.path else { continue }
      #expect(
        (path as NSString).lastPathComponent == target.name,
        "\(target.name) lives in \(path)")
    }
  }

  /// The names of the built-in apps and services (`open NAME`, `ServiceKey(name:)`), and
  /// the modules and public types of the apps, their services and backends.
  static func builtInNames() throws -> (words: Set<String>, identifiers: Set<String>) {
    var words: Set<String> = []
    var identifiers: Set<String> = []
    for folder in ["Apps", "Services"] {
      let root = PackageManifest.root.appendingPathComponent(folder)
      for module in try FileManager.default.contentsOfDirectory(atPath: root.path) {
        identifiers.insert(module)
        for file in try swiftFiles(in: "\(folder)/\(module)") {
          let text = try String(contentsOf: file, encoding: .utf8)
          words.formUnion(matches(#"AppDefinition\(\s*name: "([^"]+)""#, in: text))
          words.formUnion(matches(#"ServiceKey\(name: "([^"]+)""#, in: text))
          identifiers.formUnion(
            matches(#"public (?:final )?(?:class|struct|enum|protocol|actor) (\w+)"#, in: text))
        }
      }
    }
    return (words, identifiers)
  }

  @Test func onlyTheAppsTheirServicesAndTheCompositionRootNameABuiltInAppOrService() throws {
    let (words, identifiers) = try Self.builtInNames()
    #expect(words.isSuperset(of: ["flickr", "twitter", "tweetboat", "login"]), "\(words)")
    #expect(identifiers.contains("FlickrSearchViewModel") && identifiers.contains("UserAPI"))
    let sources = PackageManifest.root.appendingPathComponent("Sources")
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path)
    where module != "mvvm" {
      for file in try Self.swiftFiles(in: "Sources/\(module)") {
        let text = try String(contentsOf: file, encoding: .utf8)
        let lowered = text.lowercased()
        let named =
          words.filter { Self.containsWord($0, in: lowered) }
          + identifiers.filter { Self.containsWord($0, in: text) }
        #expect(
          named.isEmpty,
          "\(file.path.dropFirst(PackageManifest.root.path.count + 1)) names \(named.sorted())")
      }
    }
  }

  /// Every Swift file under `path` (relative to the package), resources left out.
  static func swiftFiles(in path: String) throws -> [URL] {
    let root = PackageManifest.root.appendingPathComponent(path)
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { return [] }
    return walker.compactMap { $0 as? URL }.filter {
      $0.pathExtension == "swift" && !$0.path.contains("/Resources/")
        && !$0.path.contains("/Scripts/")
    }
  }

  /// The modules `file` imports.
  static func imports(in file: URL) throws -> [String] {
    let text = try String(contentsOf: file, encoding: .utf8)
    return matches(
      #"(?m)^\s*(?:@\w+(?:\(\w+\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)"#,
      in: text)
  }

  /// The first capture of every match of `pattern` in `text`.
  static func matches(_ pattern: String, in text: String) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// Whether `word` occurs in `text` as a whole word (not inside a longer identifier).
  static func containsWord(_ word: String, in text: String) -> Bool {
    let escaped = NSRegularExpression.escapedPattern(for: word)
    return !matches("(?<![A-Za-z0-9_])(\(escaped))(?![A-Za-z0-9_])", in: text).isEmpty
  }
}
