import Foundation
import MVVMPluginKit

/// The `file` backend: the list as a JSON array in the file given by `file=`.
struct JSONFileTodoStore: TodoStore {
  /// The backend's definition; `file=` is required.
  static let definition = BackendDefinition<any TodoStore>(
    name: "file", summary: "keeps the list as JSON in file=PATH",
    options: [BackendOption(name: "file", summary: "the JSON file (required)", kind: .text)],
    reachesOutside: true
  ) { configuration in
    guard let path = configuration.text("file") else {
      throw BackendRegistryError.missingOption(
        service: configuration.service, backend: configuration.backend, option: "file",
        purpose: "the JSON file to keep the list in, e.g. file=/tmp/todos.json")
    }
    return JSONFileTodoStore(url: URL(fileURLWithPath: path))
  }

  /// The file.
  let url: URL

  /// The list in the file; an empty list when the file does not exist yet.
  func load() -> SignalProducer<[TodoItem], ServiceError> {
    SignalProducer { observer, _ in
      guard FileManager.default.fileExists(atPath: url.path) else {
        observer.send(value: [])
        observer.sendCompleted()
        return
      }
      do {
        let items = try JSONDecoder().decode([TodoItem].self, from: Data(contentsOf: url))
        observer.send(value: items)
        observer.sendCompleted()
      } catch {
        observer.send(error: .invalidResponse("\(url.path) is not a todo list: \(error)"))
      }
    }
  }

  /// Writes `items` to the file, replacing it.
  func save(_ items: [TodoItem]) -> SignalProducer<Void, ServiceError> {
    SignalProducer { observer, _ in
      do {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(items).write(to: url, options: .atomic)
        observer.send(value: ())
        observer.sendCompleted()
      } catch {
        observer.send(error: .invalidResponse("cannot write \(url.path): \(error)"))
      }
    }
  }
}
