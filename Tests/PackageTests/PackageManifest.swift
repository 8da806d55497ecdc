import Foundation

/// The targets `Package.swift` declares, read from its text in the order it lists them:
/// enough of the manifest for the tests that hold the package to its layering. The
/// manifest is written in one style (`.target(name: "X", dependencies: [...], path: "P")`),
/// which this reads; a target it cannot read fails the tests rather than being skipped.
struct PackageManifest {
  /// One declared target.
  struct Target: Equatable {
    /// The target's name.
    let name: String
    /// `target`, `executableTarget`, `testTarget` or `plugin`.
    let kind: String
    /// The names of the targets and plugins it depends on, as written.
    let dependencies: [String]
    /// Its folder, relative to the package.
    let path: String?
  }

  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The targets in the order the manifest lists them.
  let targets: [Target]

  /// The manifest of this package.
  init() throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    var found: [(offset: Int, target: Target)] = []
    for kind in ["target", "executableTarget", "testTarget", "plugin"] {
      var searchStart = text.startIndex
      while let call = text.range(of: ".\(kind)(", range: searchStart..<text.endIndex) {
        let body = Self.balanced(text, from: call.upperBound)
        searchStart = body.upperBound
        let arguments = String(text[body])
        guard let name = Self.string(after: "name:", in: arguments) else { continue }
        let target = Target(
          name: name, kind: kind, dependencies: Self.strings(after: "dependencies:", in: arguments),
          path: Self.string(after: "path:", in: arguments))
        found.append((text.distance(from: text.startIndex, to: call.lowerBound), target))
      }
    }
    targets = found.sorted { $0.offset < $1.offset }.map(\.target)
  }

  /// The target called `name`.
  func target(named name: String) -> Target? {
    targets.first { $0.name == name }
  }

  /// The text from `start` to the parenthesis that closes the call opened just before it.
  private static func balanced(_ text: String, from start: String.Index) -> Range<String.Index> {
    var depth = 1
    var index = start
    var inString = false
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" {
        inString.toggle()
      } else if !inString {
        if character == "(" { depth += 1 }
        if character == ")" {
          depth -= 1
          if depth == 0 { return start..<index }
        }
      }
      index = text.index(after: index)
    }
    return start..<text.endIndex
  }

  /// The string literal right after `label` in `arguments`.
  private static func string(after label: String, in arguments: String) -> String? {
    guard let labelRange = arguments.range(of: label) else { return nil }
    let rest = arguments[labelRange.upperBound...].drop { $0 == " " || $0 == "\n" }
    guard rest.first == "\"" else { return nil }
    return String(rest.dropFirst().prefix { $0 != "\"" })
  }

  /// The string literals of the array right after `label` in `arguments`.
  private static func strings(after label: String, in arguments: String) -> [String] {
    guard let labelRange = arguments.range(of: label) else { return [] }
    let rest = arguments[labelRange.upperBound...].drop { $0 == " " || $0 == "\n" }
    guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return [] }
    return rest[rest.index(after: rest.startIndex)..<close].split(
      separator: "\"", omittingEmptySubsequences: false
    )
    .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }
}
