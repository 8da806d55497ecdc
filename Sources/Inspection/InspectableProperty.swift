import ReactiveCore

/// Type-erased access to a view-model's `Property` or `MutableProperty`, found by
/// `Inspection` without any code in the view-model.
public protocol InspectableProperty: AnyObject {
  /// The type of the value the property holds.
  var valueType: Any.Type { get }

  /// The current value.
  var currentValue: Any { get }

  /// Whether the shell may set the property (a `MutableProperty`).
  var isMutable: Bool { get }

  /// Sets the property from a typed literal, converted to its value type.
  /// Throws `InspectionError` when the property is read-only or the literal does not fit.
  func setValue(from literal: ValueLiteral) throws

  /// Calls `handler` with every change from now on; dispose the result to stop.
  func observeChanges(_ handler: @escaping (Any) -> Void) -> Disposable?
}

extension Property: InspectableProperty {
  /// The type of the value the property holds.
  public var valueType: Any.Type { Value.self }

  /// The current value.
  public var currentValue: Any { value }

  /// Always false: a `Property` is derived by its view-model.
  public var isMutable: Bool { false }

  /// Always throws `InspectionError.readOnly`.
  public func setValue(from literal: ValueLiteral) throws {
    throw InspectionError.readOnly(type: TypeName.of(Value.self))
  }

  /// Calls `handler` with every change from now on.
  public func observeChanges(_ handler: @escaping (Any) -> Void) -> Disposable? {
    signal.observeValues { handler($0) }
  }
}

extension MutableProperty: InspectableProperty {
  /// The type of the value the property holds.
  public var valueType: Any.Type { Value.self }

  /// The current value.
  public var currentValue: Any { value }

  /// Always true.
  public var isMutable: Bool { true }

  /// Converts `literal` to the value type and sets it, notifying observers.
  public func setValue(from literal: ValueLiteral) throws {
    guard let convertible = Value.self as? any LiteralConvertible.Type else {
      throw InspectionError.notSettable(type: TypeName.of(Value.self))
    }
    guard let converted = LiteralConversion.convert(literal, to: convertible) as? Value else {
      throw InspectionError.wrongType(expected: TypeName.of(Value.self), got: literal)
    }
    value = converted
  }

  /// Calls `handler` with every change from now on.
  public func observeChanges(_ handler: @escaping (Any) -> Void) -> Disposable? {
    signal.observeValues { handler($0) }
  }
}
