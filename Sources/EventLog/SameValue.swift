import Inspection

/// Whether a property was sent the value it already had: equal when the values are
/// `Equatable`, the same objects when they are objects, element by element for
/// collections, and otherwise when they print the same.
enum SameValue {
  /// Whether `old` and `new` are the same value.
  static func isSame(_ old: Any, _ new: Any) -> Bool {
    if let oldElements = ValueFormatter.elements(of: old),
      let newElements = ValueFormatter.elements(of: new)
    {
      return oldElements.count == newElements.count
        && zip(oldElements, newElements).allSatisfy { isSame($0, $1) }
    }
    if let old = old as? any Equatable { return old.isEqual(to: new) }
    if type(of: old) is AnyClass, type(of: new) is AnyClass {
      return (old as AnyObject) === (new as AnyObject)
    }
    return ValueFormatter.describe(old) == ValueFormatter.describe(new)
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
