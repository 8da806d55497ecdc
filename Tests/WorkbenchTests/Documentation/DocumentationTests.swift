import Foundation
import Testing

/// The documentation stays true: every session sample in the README and the articles
/// prints what it shows when run on the virtual clock, every relative link leads
/// somewhere, every article is reachable from its catalog's root page, and every
/// environment variable the program reads is in the README's table.
@Suite struct DocumentationTests {
  /// Every session sample of every page.
  static let samples: [SessionSample] = DocumentationFiles.pages.flatMap { page in
    ((try? DocumentationFiles.text(of: page)).map {
      SessionSampleReader.samples(in: $0, page: page)
    }) ?? []
  }

  @Test func thePagesAreThere() {
    for page in DocumentationFiles.topLevelPages + ["LICENSE", "ARCHITECTURE.md"] {
      #expect(
        FileManager.default.fileExists(
          atPath: DocumentationFiles.root.appendingPathComponent(page).path), "\(page)")
    }
    #expect(
      DocumentationFiles.catalogs == [
        "Sources/MVVMPluginKit/MVVMPluginKit.docc", "Sources/ReactiveCore/ReactiveCore.docc",
        "Sources/ViewModelKit/ViewModelKit.docc", "Sources/mvvm/mvvm.docc",
      ])
  }

  @Test func theREADMEShowsSessionsThatAreRun() {
    let checked = Self.samples.filter { $0.page == "README.md" && $0.skipReason == nil }
    #expect(checked.count >= 2)
  }

  @Test(arguments: samples) func everySessionSamplePrintsWhatItShows(_ sample: SessionSample) {
    for problem in sample.problems { Issue.record(Comment(rawValue: problem)) }
    guard sample.problems.isEmpty, sample.skipReason == nil else { return }
    if let mismatch = SampleSessionRun(sample: sample).mismatch() {
      Issue.record(Comment(rawValue: mismatch))
    }
  }

  @Test(arguments: DocumentationFiles.pages) func everyRelativeLinkLeadsSomewhere(_ page: String)
    throws
  {
    let problems = LinkCheck(root: DocumentationFiles.root).problems(
      in: try DocumentationFiles.text(of: page), page: page)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test(arguments: DocumentationFiles.catalogs)
  func eachCatalogHasARootPageListingEveryArticle(_ catalog: String) throws {
    let module = ((catalog as NSString).lastPathComponent as NSString).deletingPathExtension
    let root = try DocumentationFiles.text(of: "\(catalog)/\(module).md")
    #expect(root.hasPrefix("# ``\(module)``\n"))
    #expect(root.contains("\n## Topics\n"))
    let listed = Set(MarkdownLinks(root).links.map(\.target))
    for article in DocumentationFiles.articles where article.hasPrefix(catalog + "/") {
      let name = ((article as NSString).lastPathComponent as NSString).deletingPathExtension
      #expect(name == module || listed.contains("doc:\(name)"), "\(article) is not in Topics")
    }
  }

  @Test func everyEnvironmentVariableTheProgramReadsIsInTheREADME() throws {
    let readme = try DocumentationFiles.text(of: "README.md")
    let read = try Self.environmentVariablesRead()
    #expect(read.contains("FLICKR_API_KEY") && read.contains("XDG_STATE_HOME"))
    for name in read {
      #expect(readme.contains("| `\(name)`"), "\(name) is read but not in the README's table")
    }
  }

  /// The names the sources read from the environment: `getenv("NAME")`,
  /// `environment["NAME"]`, `variables["NAME"]`, and credential and endpoint options'
  /// `variable: "NAME"`.
  static func environmentVariablesRead() throws -> Set<String> {
    var names: Set<String> = []
    for folder in ["Sources", "Services"] {
      let base = DocumentationFiles.root.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String }
      for file in files ?? [] where file.hasSuffix(".swift") {
        let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
        let pattern = /(?:getenv\(|environment\[|variables\[|variable: )"([A-Z][A-Z0-9_]*)"/
        for match in text.matches(of: pattern) { names.insert(String(match.output.1)) }
      }
    }
    return names
  }
}
