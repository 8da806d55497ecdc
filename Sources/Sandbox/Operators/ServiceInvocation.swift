/// The one service call in `flatMap`'s closure (`{ service.search($0) }`),
/// checked: the call, and its arguments computed from the closure's values.
struct ServiceInvocation {
  /// The call.
  let call: SandboxServiceCall
  /// Its arguments, over the closure's values.
  let arguments: [CompiledExpression]
  /// Whether the closure takes its one value, a tuple, apart (`$0`, `$1`).
  let destructuresTuple: Bool

  /// The call's producer for `value` (a `SignalProducer` of the call's own types).
  func producer(for value: Any) -> Any {
    let frame = destructuresTuple ? Mirror(reflecting: value).children.map(\.value) : [value]
    return call.makeProducer(arguments.map { $0.evaluate(frame) })
  }
}
