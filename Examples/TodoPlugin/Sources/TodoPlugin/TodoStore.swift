import MVVMPluginKit

/// Where the todo list is kept: the plugin's own service, with two backends.
protocol TodoStore: Sendable {
  /// The saved list.
  func load() -> SignalProducer<[TodoItem], ServiceError>
  /// Replaces the saved list with `items`.
  func save(_ items: [TodoItem]) -> SignalProducer<Void, ServiceError>
}

extension ServiceKey where Service == any TodoStore {
  /// The todo-store service and its fault adapter: `use todo-store memory latency=1s`.
  static var todoStore: ServiceKey {
    ServiceKey(name: "todo-store") { FaultInjectingTodoStore(base: $0, faults: $1) }
  }
}

extension ViewModelServices {
  /// The todo store in use right now.
  var todoStore: any TodoStore { service(.todoStore) }
}

/// The todo store's fault adapter, supplied once for every backend of the service.
struct FaultInjectingTodoStore: TodoStore {
  /// The backend's own store.
  let base: any TodoStore
  /// The faults to inject.
  let faults: FaultInjection

  /// `base`'s load, with faults.
  func load() -> SignalProducer<[TodoItem], ServiceError> {
    faults.inject(into: base.load())
  }

  /// `base`'s save, with faults.
  func save(_ items: [TodoItem]) -> SignalProducer<Void, ServiceError> {
    faults.inject(into: base.save(items))
  }
}
