/// The type of a sandbox value or of an app member as a source: a settable property, a
/// read-only property or a stream, and the type of what it holds or sends.
public struct SandboxValueType: Hashable, CustomStringConvertible, Sendable {
  /// What kind of reactive value it is.
  public enum Kind: Hashable, Sendable {
    /// A `MutableProperty`: `let name = ""` makes one; `set` and `bind` can change it.
    case settableProperty
    /// A read-only `Property` (derived, or an app's read-only member).
    case property
    /// A stream (a `Signal`): it has no value until it sends one; it may fail.
    case stream(SandboxFailureType)
  }

  /// The kind.
  public let kind: Kind
  /// The type of the values it holds or sends.
  public let element: SandboxType

  /// A value of `kind` holding or sending `element`s.
  public init(_ kind: Kind, of element: SandboxType) {
    self.kind = kind
    self.element = element
  }

  /// Whether it is a property (settable or not).
  public var isProperty: Bool {
    if case .stream = kind { return false }
    return true
  }

  /// What the stream can fail with; `Never` for a property.
  public var failure: SandboxFailureType {
    if case .stream(let failure) = kind { return failure }
    return .never
  }

  /// The same values as a stream: a property read as its producer.
  public var asStream: SandboxValueType {
    SandboxValueType(.stream(failure), of: element)
  }

  /// The type as Swift writes it: `MutableProperty<String>`, `Property<Bool>`,
  /// `Signal<[Item], ServiceError>`.
  public var description: String {
    switch kind {
    case .settableProperty: return "MutableProperty<\(element)>"
    case .property: return "Property<\(element)>"
    case .stream(let failure): return "Signal<\(element), \(failure)>"
    }
  }

  /// "a Property<Bool>", "a Signal<String, Never>": the type in a sentence.
  public var phrase: String {
    "a \(description)"
  }
}
