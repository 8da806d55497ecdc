import ReactiveCore

/// `negate()` on a property: ReactiveCore's `Property.negate`.
enum PropertyNegate: PropertyPreservingOperator {
  static let name = "negate"
  static let signature = OperatorSignature(
    parameters: [], receiver: .bool, result: .receiverElement, example: "negate()",
    summary: "the opposite Bool")

  static func apply<Receiver: PropertyProtocol>(
    _ property: Receiver, _ arguments: OperatorArguments
  )
    -> Property<Receiver.Value>
  {
    (property as! any PropertyProtocol<Bool>).negate() as! Property<Receiver.Value>
  }
}

/// `negate()` on a stream: ReactiveCore's `Signal.negate`.
enum SignalNegate: SignalPreservingOperator {
  static let name = "negate"
  static let signature = PropertyNegate.signature

  static func apply<Value, Failure>(
    _ signal: Signal<Value, Failure>, _ arguments: OperatorArguments, _ context: OperatorContext
  ) -> Signal<Value, Failure> {
    (signal as! Signal<Bool, Failure>).negate() as! Signal<Value, Failure>
  }
}

/// `and(other)` on two properties: ReactiveCore's `Property.and`.
enum PropertyAnd: PropertyCombiningOperator {
  static let name = "and"
  static let signature = OperatorSignature(
    parameters: [.source(label: nil, .bool)], receiver: .bool, result: .receiverElement,
    example: "and(other)", summary: "true while both are true")

  static func apply<Receiver: PropertyProtocol, Other: PropertyProtocol>(
    _ property: Receiver, with other: Other, _ arguments: OperatorArguments
  ) -> any PropertyProtocol {
    Booleans.and(property as! any PropertyProtocol<Bool>, other as! any PropertyProtocol<Bool>)
  }
}

/// `or(other)` on two properties: ReactiveCore's `Property.or`.
enum PropertyOr: PropertyCombiningOperator {
  static let name = "or"
  static let signature = OperatorSignature(
    parameters: [.source(label: nil, .bool)], receiver: .bool, result: .receiverElement,
    example: "or(other)", summary: "true while either is true")

  static func apply<Receiver: PropertyProtocol, Other: PropertyProtocol>(
    _ property: Receiver, with other: Other, _ arguments: OperatorArguments
  ) -> any PropertyProtocol {
    Booleans.or(property as! any PropertyProtocol<Bool>, other as! any PropertyProtocol<Bool>)
  }
}

/// `and(other)` with a stream on either side: ReactiveCore's `Signal.and`.
enum SignalAnd: SignalCombiningOperator {
  static let name = "and"
  static let signature = PropertyAnd.signature

  static func apply<Value, Other, Failure>(
    _ signal: Signal<Value, Failure>, with other: Signal<Other, Failure>,
    _ arguments: OperatorArguments, _ context: OperatorContext
  ) -> any SignalProtocol {
    (signal as! Signal<Bool, Failure>).and(other as! Signal<Bool, Failure>)
  }
}

/// `or(other)` with a stream on either side: ReactiveCore's `Signal.or`.
enum SignalOr: SignalCombiningOperator {
  static let name = "or"
  static let signature = PropertyOr.signature

  static func apply<Value, Other, Failure>(
    _ signal: Signal<Value, Failure>, with other: Signal<Other, Failure>,
    _ arguments: OperatorArguments, _ context: OperatorContext
  ) -> any SignalProtocol {
    (signal as! Signal<Bool, Failure>).or(other as! Signal<Bool, Failure>)
  }
}

/// The property forms of `and` and `or` on properties opened from existentials.
private enum Booleans {
  static func and(_ a: any PropertyProtocol<Bool>, _ b: any PropertyProtocol<Bool>)
    -> Property<Bool>
  {
    func open<A: PropertyProtocol<Bool>, B: PropertyProtocol<Bool>>(_ a: A, _ b: B) -> Property<
      Bool
    > {
      a.and(b)
    }
    return open(a, b)
  }

  static func or(_ a: any PropertyProtocol<Bool>, _ b: any PropertyProtocol<Bool>)
    -> Property<Bool>
  {
    func open<A: PropertyProtocol<Bool>, B: PropertyProtocol<Bool>>(_ a: A, _ b: B) -> Property<
      Bool
    > {
      a.or(b)
    }
    return open(a, b)
  }
}
