import Foundation
import Testing

/// A tutorial's listing that quotes the workbench's own code (its first line names the
/// file, `// Apps/TwitterApp/ViewModels/TwitterSearchViewModel.swift`) quotes it as it is:
/// every line but `// …` is a line of that file, in the file's order.
@Suite struct TutorialExcerptTests {
  /// Every listing in a catalog's `Resources` whose first line names a file of the
  /// repository, as a path relative to the root.
  static let excerpts: [String] = DocumentationFiles.catalogs.flatMap { catalog -> [String] in
    let resources = DocumentationFiles.root.appendingPathComponent(catalog)
      .appendingPathComponent("Resources")
    let files =
      FileManager.default.enumerator(atPath: resources.path)?
      .compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix(".swift") }.sorted().map { "\(catalog)/Resources/\($0)" }
      .filter { quotedFile(in: (try? DocumentationFiles.text(of: $0)) ?? "") != nil }
  }

  /// The file the listing `text` quotes, when its first line names one that exists.
  static func quotedFile(in text: String) -> String? {
    guard let first = text.split(separator: "\n").first, first.hasPrefix("// ") else {
      return nil
    }
    let path = String(first.dropFirst(3))
    let exists = FileManager.default.fileExists(
      atPath: DocumentationFiles.root.appendingPathComponent(path).path)
    return exists && path.hasSuffix(".swift") ? path : nil
  }

  /// The first line of `excerpt` (after its heading) that is not in `source` in order,
  /// or nil when every line is; lines are compared without their indentation.
  static func firstMissingLine(of excerpt: String, in source: String) -> String? {
    let sourceLines = source.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    var index = sourceLines.startIndex
    for line in excerpt.split(separator: "\n").dropFirst() {
      let wanted = line.trimmingCharacters(in: .whitespaces)
      guard wanted != "// …" else { continue }
      guard let found = sourceLines[index...].firstIndex(of: wanted) else { return wanted }
      index = found + 1
    }
    return nil
  }

  @Test func theSeedLessonsQuoteTheApps() {
    #expect(Self.excerpts.count >= 4)
  }

  @Test(arguments: excerpts) func anExcerptQuotesItsFileAsItIs(_ excerpt: String) throws {
    let text = try DocumentationFiles.text(of: excerpt)
    let file = try #require(Self.quotedFile(in: text))
    let missing = Self.firstMissingLine(of: text, in: try DocumentationFiles.text(of: file))
    #expect(missing == nil, "\(excerpt): not in \(file) (in this order): \(missing ?? "")")
  }

  @Test func anExcerptThatDriftedIsNamed() {
    let source = "let a = 1\nlet b = 2\nlet c = 3\n"
    #expect(Self.firstMissingLine(of: "// F.swift\nlet a = 1\n// …\nlet c = 3", in: source) == nil)
    #expect(
      Self.firstMissingLine(of: "// F.swift\nlet c = 3\nlet a = 1", in: source) == "let a = 1")
    #expect(
      Self.firstMissingLine(of: "// F.swift\n  let b = 20", in: source) == "let b = 20")
  }
}
