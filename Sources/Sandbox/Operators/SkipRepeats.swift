import ReactiveCore

/// `skipRepeats()` on a property: ReactiveCore's `Property.skipRepeats`, comparing with
/// `==`, or with the closure given (`skipRepeats { $0.id == $1.id }`).
enum PropertySkipRepeats: PropertyPreservingOperator {
  static let name = "skipRepeats"
  static let signature = OperatorSignature(
    parameters: [.closure(.equivalence, optional: true)], result: .receiverElement,
    example: "skipRepeats()", summary: "drops a value equal to the one before")

  static func apply<Receiver: PropertyProtocol>(
    _ property: Receiver, _ arguments: OperatorArguments
  )
    -> Property<Receiver.Value>
  {
    let isEquivalent = arguments.closure
    return property.skipRepeats { isEquivalent($0, $1) as! Bool }
  }
}

/// `skipRepeats()` on a stream: ReactiveCore's `Signal.skipRepeats`.
enum SignalSkipRepeats: SignalPreservingOperator {
  static let name = "skipRepeats"
  static let signature = PropertySkipRepeats.signature

  static func apply<Value, Failure>(
    _ signal: Signal<Value, Failure>, _ arguments: OperatorArguments, _ context: OperatorContext
  ) -> Signal<Value, Failure> {
    let isEquivalent = arguments.closure
    return signal.skipRepeats { isEquivalent($0, $1) as! Bool }
  }
}
