import ReactiveCore
@_spi(Reflection) import Swift

/// Reads stored fields by reflection: a struct's or a class's stored properties (a
/// class's superclass first), skipping names that start with `_` (storage behind a
/// wrapper, private state). A field holding a ReactiveCore property reads as the
/// property's value, so a row's view-model reads like a plain value (`$0.title`).
public struct ReflectedFieldReader: SandboxFieldReader {
  /// `_EachFieldOptions.classType`, spelled by its value: the standard library declares
  /// it as a mutable static, which strict concurrency refuses to read.
  private static let classType = _EachFieldOptions(rawValue: 1 << 0)

  /// A reader.
  public init() {}

  /// The stored fields of `type`; none for the basic types, text, URLs and dates.
  public func fields(of type: Any.Type) -> [SandboxField] {
    guard SandboxType(type).isOpaque, !Self.isLeaf(type) else { return [] }
    var fields: [SandboxField] = []
    let isClass = type is AnyObject.Type
    let isReadable = _forEachField(of: type, options: isClass ? Self.classType : []) {
      name, _, fieldType, _ in
      let name = String(cString: name)
      guard !name.hasPrefix("_") else { return true }
      fields.append(SandboxField(name, Self.valueType(ofFieldType: fieldType)))
      return true
    }
    return isReadable ? fields : []
  }

  /// The field `name` of `value`, found by `Mirror` (the superclasses' too).
  public func read(_ name: String, of value: Any) -> Any {
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
      if let child = current.children.first(where: { $0.label == name }) {
        if let property = child.value as? any PropertyProtocol { return property.value }
        return child.value
      }
      mirror = current.superclassMirror
    }
    preconditionFailure("\(type(of: value)) has no field \(name), which fields(of:) listed")
  }

  /// Types whose stored fields are their implementation, not what they mean.
  private static func isLeaf(_ type: Any.Type) -> Bool {
    let name = String(describing: type)
    return ["URL", "Date", "Data", "UUID", "Decimal", "Character", "Substring"].contains(name)
  }

  /// The type a field of `type` reads as: a property's value type, else the type itself.
  private static func valueType(ofFieldType type: Any.Type) -> Any.Type {
    func valueType<Property: PropertyProtocol>(_: Property.Type) -> Any.Type {
      Property.Value.self
    }
    guard let propertyType = type as? any PropertyProtocol.Type else { return type }
    return valueType(propertyType)
  }
}
