import Foundation
import MVVMPluginKit

/// The `file` backend: `word: meaning` lines in the file given by `file=`, read at each
/// lookup, so an edit to the file shows at the next one.
struct FileGlossary: Glossary {
  /// How the backend is listed and made; `file=` is required.
  static let definition = BackendDefinition<any Glossary>(
    name: "file", summary: "word: meaning lines in file=PATH",
    options: [BackendOption(name: "file", summary: "the glossary file (required)", kind: .text)]
  ) { configuration in
    guard let path = configuration.text("file") else {
      throw BackendRegistryError.missingOption(
        service: configuration.service, backend: configuration.backend, option: "file",
        purpose: "the glossary to read, e.g. file=words.txt")
    }
    return FileGlossary(url: URL(fileURLWithPath: path))
  }

  /// The glossary file.
  let url: URL

  /// The meaning on `word`'s line of the file.
  func definition(of word: String) -> SignalProducer<String, ServiceError> {
    SignalProducer { observer, _ in
      guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        observer.send(error: .invalidResponse("cannot read \(url.path)"))
        return
      }
      for line in text.split(separator: "\n") {
        let parts = line.split(separator: ":", maxSplits: 1).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        if parts.count == 2, parts[0].lowercased() == word.lowercased() {
          observer.send(value: parts[1])
          observer.sendCompleted()
          return
        }
      }
      observer.send(error: .notFound("the word \"\(word)\""))
    }
  }
}
