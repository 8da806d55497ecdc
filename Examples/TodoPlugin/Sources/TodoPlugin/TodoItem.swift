/// One todo as the store keeps it.
struct TodoItem: Codable, Hashable, Sendable {
  /// Tells todos apart; unique within a list.
  var id: Int
  /// What to do.
  var title: String
  /// Whether it is done.
  var isCompleted: Bool
}
