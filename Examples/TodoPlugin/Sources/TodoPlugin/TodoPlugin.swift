import MVVMPluginKit

/// The plugin's one C-named entry point: the kit handshake, then `TodoPlugin.register`.
@_cdecl("mvvm_plugin_entry")
public func mvvmPluginEntry(
  _ host: UnsafePointer<CChar>, _ identity: UnsafeMutablePointer<CChar>, _ capacity: Int32,
  _ registrar: UnsafeMutableRawPointer
) -> Int32 {
  PluginEntry.handshake(host, identity, capacity, registrar) { TodoPlugin.register(with: $0) }
}

/// Registers the todo-store service's backends and the `todos` app with its View.
enum TodoPlugin {
  /// Everything the plugin brings, through the registrar `mvvm` hands it.
  static func register(with registrar: PluginRegistrar) {
    registrar.name = "TodoPlugin"
    registrar.version = "1.0.0"
    registrar.register(InMemoryTodoStore.definition, for: .todoStore, isDefault: true)
    registrar.register(JSONFileTodoStore.definition, for: .todoStore)
    registrar.register(
      app: AppDefinition(
        name: "todos", summary: "TodoMVC: add, toggle, edit, filter, clear",
        make: TodoListViewModel.init(services:)),
      view: { viewModel in
        (viewModel as? TodoListViewModel).map { TodoListView(viewModel: $0) }
      })
  }
}
