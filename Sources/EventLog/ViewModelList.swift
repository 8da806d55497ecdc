import ViewModelKit

/// A list of view-models (a screen's rows), compared with the list it replaced without
/// reflection and without touching its rows: a page appended to a list of 10,000 rows
/// costs what its 20 new rows cost, for the resources the session counts and for the
/// names the event log gives.
public protocol ViewModelList {
  /// How many view-models from the first, at most `limit`, are the same objects at the
  /// same places in `earlier` (the list this one replaced; 0 when it is not a list of
  /// the same type).
  func sharedPrefixCount(with earlier: Any, upTo limit: Int) -> Int

  /// This list's view-models from the first that is not the same object at the same
  /// place in `earlier` (all of them when it is not a list of the same type).
  func viewModels(after earlier: Any) -> [any ViewModel]
}

extension Array: ViewModelList where Element: ViewModel {
  public func sharedPrefixCount(with earlier: Any, upTo limit: Int) -> Int {
    guard let earlier = earlier as? [Element] else { return 0 }
    let length = Swift.max(0, Swift.min(count, earlier.count, limit))
    // Rows are objects, so a row is its reference: compared as bits, without the
    // retain and release each row read as an object would cost (rows the session
    // counts are weakly referenced, which makes those slow), once a page for each of
    // the 10,000 rows.
    guard MemoryLayout<Element>.size == MemoryLayout<UInt>.size else {
      return (0..<length).first { self[$0] !== earlier[$0] } ?? length
    }
    return withUnsafeBytes { mine in
      earlier.withUnsafeBytes { theirs in
        var index = 0
        while index < length,
          mine.load(fromByteOffset: index * MemoryLayout<UInt>.stride, as: UInt.self)
            == theirs.load(fromByteOffset: index * MemoryLayout<UInt>.stride, as: UInt.self)
        {
          index += 1
        }
        return index
      }
    }
  }

  public func viewModels(after earlier: Any) -> [any ViewModel] {
    self[sharedPrefixCount(with: earlier, upTo: count)...].map { $0 }
  }
}
