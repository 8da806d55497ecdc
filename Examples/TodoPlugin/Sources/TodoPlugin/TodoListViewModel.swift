import MVVMPluginKit

/// TodoMVC's view-model: type a title and `addTodo`; toggle, edit or remove a todo through
/// its item (`todos[0].toggle`); `filter` picks what `visibleTodos` shows; `itemsLeft`
/// counts the active todos; `clearCompleted` is enabled only while some todo is completed.
/// Every change is saved to the todo store in use (`use todo-store file file=…`).
final class TodoListViewModel: ViewModel {
  /// The title of the todo `addTodo` adds.
  let newTodoTitle = MutableProperty("")
  /// What `visibleTodos` shows: `all`, `active` or `completed`.
  let filter = MutableProperty("all")
  /// Every todo, oldest first.
  let todos: Property<[TodoItemViewModel]>
  /// The todos `filter` lets through.
  let visibleTodos: Property<[TodoItemViewModel]>
  /// How many todos are not completed.
  let itemsLeft: Property<Int>
  /// Why the last load or save failed; nil after one succeeds.
  let errorMessage: Property<String?>
  /// Adds `newTodoTitle` as a todo and clears it; disabled while the title is blank.
  let addTodo: Action<Void, Void, Never>
  /// Removes the completed todos; disabled while none is completed.
  let clearCompleted: Action<Void, Void, Never>

  private let _list: TodoList

  /// The list kept in the todo store `services` give (the active backend), loaded at once.
  init(services: any ViewModelServices) {
    let list = TodoList(services: services)
    _list = list
    todos = Property(capturing: list.viewModels)
    errorMessage = Property(capturing: list.errorMessage)
    let filter = filter
    let shownItems = Property.combineLatest(list.items, filter).map(Self.shown)
    visibleTodos = shownItems.map { items in items.compactMap { list.viewModel(for: $0.id) } }
    itemsLeft = list.items.map { items in items.count { !$0.isCompleted } }

    let newTodoTitle = newTodoTitle
    addTodo = Action(state: newTodoTitle, disabledWhen: Self.whyAddingIsDisabled) { title, _ in
      SignalProducer(value: ()).on(value: {
        list.add(title: title)
        newTodoTitle.value = ""
      })
    }
    clearCompleted = Action(state: list.items, disabledWhen: Self.whyClearingIsDisabled) { _, _ in
      SignalProducer(value: ()).on(value: { list.clearCompleted() })
    }
    list.load()
  }

  /// The items `filter` lets through; an unknown filter shows all.
  private static func shown(_ items: [TodoItem], filter: String) -> [TodoItem] {
    switch filter {
    case "active": items.filter { !$0.isCompleted }
    case "completed": items.filter(\.isCompleted)
    default: items
    }
  }

  private static func whyAddingIsDisabled(_ title: String) -> String? {
    title.trimmingCharacters(in: .whitespaces).isEmpty ? "newTodoTitle is empty" : nil
  }

  private static func whyClearingIsDisabled(_ items: [TodoItem]) -> String? {
    items.contains(where: \.isCompleted) ? nil : "no todo is completed"
  }

  /// The filter, unless it is `all`.
  var displayTitle: String? { filter.value == "all" ? nil : filter.value }
}
