import ReactiveCore

/// One of the open app's members as the sandbox sees it: a property (settable or not)
/// or a stream, with its Swift types kept, so that a pipeline built on it is made of
/// ReactiveCore's operators applied to the member itself.
public struct SandboxMember {
  /// What the member is at run time.
  enum Source {
    /// A property; under a stream operator it is read as its producer.
    case property(any PropertyProtocol)
    /// A hot stream, observed as it is.
    case signal(any SignalProtocol)
    /// A cold stream, started once for each pipeline that reads it.
    case producer(any SignalProducerProtocol)
  }

  /// The member at run time.
  let source: Source
  /// Its type: a settable property (a `MutableProperty`), a read-only property, or a
  /// stream.
  public let type: SandboxValueType

  /// A property member; it is settable (a target for `bind`) when it is a
  /// `MutablePropertyProtocol`.
  public init<P: PropertyProtocol>(_ property: P) {
    source = .property(property)
    let isSettable = property is any MutablePropertyProtocol
    type = SandboxValueType(
      isSettable ? .settableProperty : .property, of: SandboxType(P.Value.self))
  }

  /// The member `object` is when it is a ReactiveCore property (a `Property` or
  /// `MutableProperty`, as `Inspection` finds them on a view-model), else nil: for a host
  /// that holds its members as objects.
  public init?(inspecting object: AnyObject) {
    guard let property = object as? any PropertyProtocol else { return nil }
    self.init(property)
  }

  /// A stream member (an action's `values`, say).
  public init<Value, Failure: Error>(_ signal: Signal<Value, Failure>) {
    source = .signal(signal)
    type = SandboxValueType(
      .stream(SandboxFailureType(Failure.self)), of: SandboxType(Value.self))
  }

  /// A cold stream member, started for each pipeline that reads it.
  public init<Value, Failure: Error>(_ producer: SignalProducer<Value, Failure>) {
    source = .producer(producer)
    type = SandboxValueType(
      .stream(SandboxFailureType(Failure.self)), of: SandboxType(Value.self))
  }

  /// The member as a settable property, if it is one.
  var settable: (any MutablePropertyProtocol)? {
    guard case .property(let property) = source else { return nil }
    return property as? any MutablePropertyProtocol
  }
}
