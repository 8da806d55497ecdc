import ViewModelKit

/// A list of view-models (a screen's rows), read without reflection: a page of rows
/// appended to a long list is found by comparing it with the list it replaced, object by
/// object, not by looking at every row again.
protocol ViewModelList {
  /// This list's view-models from the first that is not the same object at the same
  /// place in `earlier` (the list this one replaced; all of them when it is not a list of
  /// the same type).
  func viewModels(after earlier: Any) -> [any ViewModel]
}

extension Array: ViewModelList where Element: ViewModel {
  func viewModels(after earlier: Any) -> [any ViewModel] {
    let earlier = earlier as? [Element] ?? []
    var start = 0
    while start < count, start < earlier.count, self[start] === earlier[start] { start += 1 }
    return self[start...].map { $0 }
  }
}
