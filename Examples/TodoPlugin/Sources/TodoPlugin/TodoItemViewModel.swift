import MVVMPluginKit

/// One todo: edit its title, toggle it, remove it. Changes go to the list, which saves.
final class TodoItemViewModel: ViewModel {
  /// What to do; setting it edits the todo (a blank title removes it).
  let title: MutableProperty<String>
  /// Whether it is done; setting it toggles the todo.
  let isCompleted: MutableProperty<Bool>
  /// Flips `isCompleted`.
  let toggle: Action<Void, Void, Never>
  /// Removes the todo from the list.
  let remove: Action<Void, Void, Never>

  private let _id: Int

  /// The view-model of `item`, reporting its changes to `list`.
  init(item: TodoItem, list: TodoList) {
    _id = item.id
    let id = item.id
    title = MutableProperty(item.title)
    isCompleted = MutableProperty(item.isCompleted)
    let isCompleted = isCompleted
    toggle = Action { SignalProducer(value: isCompleted.value.toggle()) }
    remove = Action { [weak list] in SignalProducer(value: list?.remove(id) ?? ()) }
    title.signal.observeValues { [weak list] in list?.update(id, title: $0) }
    isCompleted.signal.observeValues { [weak list] in list?.update(id, isCompleted: $0) }
  }

  /// Shows `item`'s values (after a load or another change of the list).
  func show(_ item: TodoItem) {
    if title.value != item.title { title.value = item.title }
    if isCompleted.value != item.isCompleted { isCompleted.value = item.isCompleted }
  }

  /// The todo's title.
  var displayTitle: String? { title.value }
}
