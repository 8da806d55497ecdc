import ReactiveCore

/// `flatMap(.latest) { service.call($0) }`: ReactiveCore's `flatMap`, starting the
/// service call's producer for each value; `.latest` interrupts the one before.
enum SignalFlatMap: SignalFlatteningOperator {
  static let name = "flatMap"
  static let signature = OperatorSignature(
    parameters: [.strategy, .serviceCall], result: .serviceResult,
    example: "flatMap(.latest) { service.search($0) }",
    summary: "runs the call for each value and sends its results")

  static func apply<Value, Failure, Inner, InnerFailure>(
    _ signal: Signal<Value, Failure>, _ strategy: FlattenStrategy,
    _ inner: @escaping (Value) -> SignalProducer<Inner, InnerFailure>
  ) -> any SignalProtocol {
    // The overload Swift would pick for the two error types.
    if Failure.self == InnerFailure.self {
      return signal.flatMap(strategy) { inner($0) as! SignalProducer<Inner, Failure> }
    }
    if let signal = signal as? Signal<Value, Never> {
      return signal.flatMap(strategy, inner)
    }
    if InnerFailure.self == Never.self {
      return signal.flatMap(strategy) { inner($0) as! SignalProducer<Inner, Never> }
    }
    // Different error types: both become `any Error`, as `SandboxFailureType.joined`
    // says.
    return signal.mapError { $0 as any Error }
      .flatMap(strategy) { inner($0).mapError { $0 as any Error } }
  }
}
