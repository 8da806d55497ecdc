@_spi(Reflection) import Swift
import ViewModelKit

/// The members a view-model type declares, read from its type's stored fields rather
/// than from an instance, so that a path into a list's rows can be checked before any
/// row exists (`watch tweets[0].text` before the first search).
public enum TypeMembers {
  /// The user-facing member names of the view-model class `type` (its stored
  /// properties and actions, `_` names skipped, superclass first), or nil when `type`
  /// is not a view-model class or its fields cannot be read.
  public static func names(of type: Any.Type) -> [String]? {
    guard let viewModelType = type as? any ViewModel.Type else { return nil }
    var names: [String] = []
    let isReadable = _forEachField(of: viewModelType, options: classType) {
      name, _, fieldType, _ in
      let name = String(cString: name)
      if Inspection.isPublicName(name),
        fieldType is any InspectableProperty.Type || fieldType is any InspectableAction.Type
      {
        names.append(name)
      }
      return true
    }
    return isReadable ? names : nil
  }

  /// `_EachFieldOptions.classType`, spelled by its value: the standard library declares
  /// it as a mutable static, which strict concurrency refuses to read.
  private static let classType = _EachFieldOptions(rawValue: 1 << 0)

  /// The row type of the list type `[Row]`, or nil when `type` is not an array.
  public static func rowType(ofList type: Any.Type) -> Any.Type? {
    (type as? any ArrayOfRows.Type)?.rowType
  }
}

/// An array type, whose element type can be named without an instance.
private protocol ArrayOfRows {
  static var rowType: Any.Type { get }
}

extension Array: ArrayOfRows {
  fileprivate static var rowType: Any.Type { Element.self }
}
