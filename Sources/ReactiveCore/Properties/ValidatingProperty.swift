import Foundation

/// A mutable property whose every proposed value is judged by a validator: a valid
/// value is written through to the inner property, a coerced one is replaced before
/// it is written, and an invalid one is kept out of it (ReactiveSwift's
/// `ValidatingProperty`). `result` holds the latest judgement, with the proposed
/// value, so a form can show what was typed and why it is refused.
public final class ValidatingProperty<Value, ValidationError: Swift.Error>:
  MutablePropertyProtocol, @unchecked Sendable
{
  /// What the validator decides about a proposed value.
  public enum Decision {
    /// The value is written as it is.
    case valid
    /// The value is replaced by this one, which is written; the error, if any, says why.
    case coerced(Value, ValidationError?)
    /// The value is refused.
    case invalid(ValidationError)
  }

  /// The judgement of the latest proposed value.
  public enum Result {
    /// The value was valid and is the inner property's value.
    case valid(Value)
    /// `proposed` was replaced by `replacement`, which was written.
    case coerced(replacement: Value, proposed: Value, error: ValidationError?)
    /// The value was refused; the inner property kept its value.
    case invalid(Value, ValidationError)

    /// Whether the value was refused.
    public var isInvalid: Bool {
      if case .invalid = self { return true }
      return false
    }

    /// The value written to the inner property; nil when it was refused.
    public var value: Value? {
      switch self {
      case .valid(let value): return value
      case .coerced(let replacement, _, _): return replacement
      case .invalid: return nil
      }
    }

    /// Why the value was refused; nil when it was not.
    public var error: ValidationError? {
      if case .invalid(_, let error) = self { return error }
      return nil
    }

    /// The value that was proposed, whatever the judgement.
    var proposed: Value {
      switch self {
      case .valid(let value): return value
      case .coerced(_, let proposed, _): return proposed
      case .invalid(let value, _): return value
      }
    }

    init(_ value: Value, _ decision: Decision) {
      switch decision {
      case .valid: self = .valid(value)
      case .coerced(let replacement, let error):
        self = .coerced(replacement: replacement, proposed: value, error: error)
      case .invalid(let error): self = .invalid(value, error)
      }
    }
  }

  private let getter: () -> Value
  private let setter: (Value) -> Void

  /// The judgement of the latest proposed value (starting with the initial value's).
  public let result: Property<Result>

  /// The inner property's value, then every change of it.
  public let producer: SignalProducer<Value, Never>

  /// Every change of the inner property.
  public let signal: Signal<Value, Never>

  /// The inner property's lifetime.
  public let lifetime: Lifetime

  /// The inner property's value. Setting it proposes a value: it is validated, and
  /// written to the inner property unless it is invalid.
  public var value: Value {
    get { getter() }
    set { setter(newValue) }
  }

  /// A validating property in front of `inner`. Values set on `inner` directly are
  /// validated too (they are already written).
  public init<Inner: ComposableMutablePropertyProtocol>(
    _ inner: Inner, _ validator: @escaping (Value) -> Decision
  ) where Inner.Value == Value {
    getter = { inner.value }
    producer = inner.producer
    signal = inner.signal
    lifetime = inner.lifetime
    let judgement = MutableProperty(inner.withValue { Result($0, validator($0)) })
    // Set while this property writes a validated value back, so that the write is not
    // judged a second time.
    let writingBack = Locked(false)
    let serial = NSRecursiveLock()
    judgement
      <~ inner.signal
      .filter { _ in !writingBack.withLock { $0 } }
      .map { Result($0, validator($0)) }
    result = Property(capturing: judgement)
    setter = { proposed in
      serial.lock()
      defer { serial.unlock() }
      let verdict = Result(proposed, validator(proposed))
      judgement.value = verdict
      guard let accepted = verdict.value else { return }
      writingBack.withLock { $0 = true }
      inner.value = accepted
      writingBack.withLock { $0 = false }
    }
  }

  /// A validating property over a new mutable property holding `initial`.
  public convenience init(_ initial: Value, _ validator: @escaping (Value) -> Decision) {
    self.init(MutableProperty(initial), validator)
  }

  /// A validating property in front of `inner` whose validator also reads `other`;
  /// when `other` changes, the latest proposed value is validated again.
  public convenience init<Other: PropertyProtocol>(
    _ inner: MutableProperty<Value>, with other: Other,
    _ validator: @escaping (Value, Other.Value) -> Decision
  ) {
    // A view of `other` that does not keep it alive.
    let other = Property(other)
    self.init(inner) { validator($0, other.value) }
    other.signal.take(during: lifetime).observeValues { [weak self] _ in
      self?.revalidate()
    }
  }

  /// A validating property over a new mutable property holding `initial`, whose
  /// validator also reads `other`.
  public convenience init<Other: PropertyProtocol>(
    _ initial: Value, with other: Other, _ validator: @escaping (Value, Other.Value) -> Decision
  ) {
    self.init(MutableProperty(initial), with: other, validator)
  }

  /// A validating property in front of `inner` whose validator also reads the latest
  /// value proposed to `other`, validated or not; when `other` judges a new value, the
  /// latest value proposed here is validated again (a password confirmation, say).
  public convenience init<U, E>(
    _ inner: MutableProperty<Value>, with other: ValidatingProperty<U, E>,
    _ validator: @escaping (Value, U) -> Decision
  ) {
    let otherJudgement = other.result
    self.init(inner) { validator($0, otherJudgement.value.proposed) }
    otherJudgement.signal.take(during: lifetime).observeValues { [weak self] _ in
      self?.revalidate()
    }
  }

  /// A validating property over a new mutable property holding `initial`, whose
  /// validator also reads the latest value proposed to `other`.
  public convenience init<U, E>(
    _ initial: Value, with other: ValidatingProperty<U, E>,
    _ validator: @escaping (Value, U) -> Decision
  ) {
    self.init(MutableProperty(initial), with: other, validator)
  }

  /// Proposes the latest proposed value again.
  private func revalidate() {
    value = result.value.proposed
  }
}
