import MVVMPluginKit

/// The todos screen: the new todo's field, the visible todos as `[x] title` rows, how many
/// are left and the filter, the Clear completed button, and the last error.
final class TodoListView: BoundView {
  /// The title being typed.
  let newTodoField = TextField()
  /// The visible todos.
  let rows = TextList(rowLimit: 20, emptyText: "nothing to do")
  /// `2 items left · showing all`.
  let footer = TextLabel()
  /// Clears the completed todos.
  let clearButton = TextButton(title: "Clear completed")
  /// Why the last load or save failed.
  let errorLabel = TextLabel()
  /// The view's bindings to its view-model; they end when the view is released.
  let bindings = ViewBindings()

  /// The screen bound to `viewModel`.
  init(viewModel: TodoListViewModel) {
    bindings.bind(newTodoField.text, to: viewModel.newTodoTitle)
    bindings.bind(rows.rows, to: viewModel.visibleTodos, map: Self.rowTexts)
    bindings.bind(footer.text, to: viewModel.itemsLeft, viewModel.filter, map: Self.footerText)
    bindings.bind(clearButton.isEnabled, to: viewModel.clearCompleted.isEnabled)
    bindings.bind(errorLabel.text, to: viewModel.errorMessage) { $0 ?? "" }
  }

  /// The framed screen.
  func render(width: Int) -> [String] {
    let frame = ScreenFrame(availableWidth: width)
    let inner = frame.innerWidth
    return frame.draw([
      ["todos"],
      ["New " + newTodoField.render(width: inner - 4)[0]],
      rows.render(width: inner),
      footer.render(width: inner) + clearButton.render(width: inner)
        + errorLabel.render(width: inner),
    ])
  }

  private static func rowTexts(_ todos: [TodoItemViewModel]) -> [String] {
    todos.map { ($0.isCompleted.value ? "[x] " : "[ ] ") + $0.title.value }
  }

  private static func footerText(_ itemsLeft: Int, _ filter: String) -> String {
    "\(itemsLeft) \(itemsLeft == 1 ? "item" : "items") left · showing \(filter)"
  }
}
