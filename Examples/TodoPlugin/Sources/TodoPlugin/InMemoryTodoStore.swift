import Foundation
import MVVMPluginKit

/// The `memory` backend: the list lives as long as the backend does.
final class InMemoryTodoStore: TodoStore, @unchecked Sendable {
  /// The backend's definition.
  static let definition = BackendDefinition<any TodoStore>(
    name: "memory", summary: "keeps the list in memory until mvvm quits"
  ) { _ in InMemoryTodoStore() }

  private let lock = NSLock()
  private var items: [TodoItem] = []

  /// The list saved last, or an empty one.
  func load() -> SignalProducer<[TodoItem], ServiceError> {
    SignalProducer { [self] observer, _ in
      observer.send(value: lock.withLock { items })
      observer.sendCompleted()
    }
  }

  /// Keeps `items`.
  func save(_ items: [TodoItem]) -> SignalProducer<Void, ServiceError> {
    SignalProducer { [self] observer, _ in
      lock.withLock { self.items = items }
      observer.send(value: ())
      observer.sendCompleted()
    }
  }
}
