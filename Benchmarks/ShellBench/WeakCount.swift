/// Counts how many of a set of objects are still alive, through weak references, so a
/// benchmark can show that leaving a screen releases its rows.
struct WeakCount {
  private struct Reference {
    weak var object: AnyObject?
  }

  private let references: [Reference]

  /// Watches `objects` without keeping them alive.
  init(_ objects: [AnyObject]) {
    references = objects.map { Reference(object: $0) }
  }

  /// How many of the objects are alive now.
  var alive: Int { references.count { $0.object != nil } }

  /// How many objects are watched.
  var total: Int { references.count }
}
