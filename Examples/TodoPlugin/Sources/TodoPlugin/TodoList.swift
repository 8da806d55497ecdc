import MVVMPluginKit

/// The list behind `TodoListViewModel`: the todos, one item view-model per todo (kept
/// while the todo exists, so a path like `todos[0]` keeps meaning the same todo), and
/// the store every change is saved to. Used on the session queue only.
final class TodoList {
  /// The todos, oldest first.
  let items = MutableProperty<[TodoItem]>([])
  /// One view-model per todo, in the same order.
  let viewModels = MutableProperty<[TodoItemViewModel]>([])
  /// Why the last load or save failed; nil after one succeeds.
  let errorMessage = MutableProperty<String?>(nil)

  private let services: any ViewModelServices
  private var viewModelsByID: [Int: TodoItemViewModel] = [:]
  private let lifetimeToken = Lifetime.Token()

  /// A list kept in the todo store `services` give at each load and save (the active
  /// backend).
  init(services: any ViewModelServices) {
    self.services = services
  }

  /// Replaces the list with what the store holds.
  func load() {
    services.todoStore.load()
      .take(during: Lifetime(lifetimeToken))
      .start { [weak self] event in
        switch event {
        case .value(let items): self?.apply(items, saving: false)
        case .failed(let error): self?.errorMessage.value = "loading failed: \(error)"
        default: break
        }
      }
  }

  /// Adds a todo titled `title` (trimmed) at the end.
  func add(title: String) {
    let id = (items.value.map(\.id).max() ?? 0) + 1
    let title = title.trimmingCharacters(in: .whitespaces)
    apply(items.value + [TodoItem(id: id, title: title, isCompleted: false)])
  }

  /// Changes the todo `id`; a blank title removes it, as in TodoMVC.
  func update(_ id: Int, title: String? = nil, isCompleted: Bool? = nil) {
    var changed = items.value
    guard let index = changed.firstIndex(where: { $0.id == id }) else { return }
    if let title {
      let trimmed = title.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { return remove(id) }
      changed[index].title = trimmed
    }
    if let isCompleted { changed[index].isCompleted = isCompleted }
    if changed != items.value { apply(changed) }
  }

  /// Removes the todo `id`.
  func remove(_ id: Int) {
    apply(items.value.filter { $0.id != id })
  }

  /// Removes every completed todo.
  func clearCompleted() {
    apply(items.value.filter { !$0.isCompleted })
  }

  /// The view-model of the todo `id`.
  func viewModel(for id: Int) -> TodoItemViewModel? {
    viewModelsByID[id]
  }

  /// Makes `newItems` the list: brings the item view-models in line, publishes, saves.
  private func apply(_ newItems: [TodoItem], saving: Bool = true) {
    viewModelsByID = viewModelsByID.filter { id, _ in newItems.contains { $0.id == id } }
    for item in newItems {
      if let viewModel = viewModelsByID[item.id] {
        viewModel.show(item)
      } else {
        viewModelsByID[item.id] = TodoItemViewModel(item: item, list: self)
      }
    }
    viewModels.value = newItems.compactMap { viewModelsByID[$0.id] }
    items.value = newItems
    guard saving else { return }
    services.todoStore.save(newItems)
      .take(during: Lifetime(lifetimeToken))
      .start { [weak self] event in
        switch event {
        case .completed: self?.errorMessage.value = nil
        case .failed(let error): self?.errorMessage.value = "saving failed: \(error)"
        default: break
        }
      }
  }
}
