import MVVMPluginKit

/// The todos screen: the new todo's field, the visible todos as `[x] title` rows, how many
/// are left and the filter, the Clear completed button, and the last error.
final class TodoListView: TextWidget {
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
  /// Ends when the view is released, and every binding with it.
  let lifetime: Lifetime

  private let lifetimeToken = Lifetime.Token()

  /// The screen bound to `viewModel`.
  init(viewModel: TodoListViewModel) {
    lifetime = Lifetime(lifetimeToken)
    lifetime += newTodoField.text <~ viewModel.newTodoTitle
    lifetime += rows.rows <~ viewModel.visibleTodos.producer.map(Self.rowTexts)
    lifetime +=
      footer.text
      <~ viewModel.itemsLeft.producer.combineLatest(with: viewModel.filter.producer).map(
        Self.footerText)
    lifetime += clearButton.isEnabled <~ viewModel.clearCompleted.isEnabled
    lifetime += errorLabel.text <~ viewModel.errorMessage.producer.map { $0 ?? "" }
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
