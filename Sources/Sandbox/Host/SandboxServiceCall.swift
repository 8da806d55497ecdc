import ReactiveCore

/// One call a service offers the sandbox: its name, its parameters, what its producer
/// sends and fails with, and how to make the producer from argument values.
public struct SandboxServiceCall {
  /// One parameter: a name for messages and its type.
  public struct Parameter: Sendable {
    /// The name, shown in messages (`searchRecent(query: String)`).
    public let name: String
    /// The type the argument must have.
    public let type: SandboxType

    /// A parameter called `name` of `type`.
    public init(_ name: String, _ type: SandboxType) {
      self.name = name
      self.type = type
    }
  }

  /// The call's name (`searchRecent`).
  public let name: String
  /// Its parameters, in order.
  public let parameters: [Parameter]
  /// What its producer sends.
  public let element: SandboxType
  /// What its producer fails with.
  public let failure: SandboxFailureType
  /// Makes the producer (a `SignalProducer` of the call's own types) from arguments of
  /// the parameters' types.
  let makeProducer: ([Any]) -> Any

  /// A call named `name` whose producer `producer` makes from arguments of the types
  /// `parameters` declare (the sandbox checks them before anything runs).
  public init<Value, Failure: Error>(
    _ name: String, parameters: [Parameter],
    producer: @escaping ([Any]) -> SignalProducer<Value, Failure>
  ) {
    self.name = name
    self.parameters = parameters
    element = SandboxType(Value.self)
    failure = SandboxFailureType(Failure.self)
    makeProducer = { producer($0) }
  }

  /// A call of one argument: `SandboxServiceCall("search", parameter: "text") { (text:
  /// String) in service.search(text) }`.
  public init<Argument, Value, Failure: Error>(
    _ name: String, parameter: String,
    _ call: @escaping (Argument) -> SignalProducer<Value, Failure>
  ) {
    self.init(name, parameters: [Parameter(parameter, SandboxType(Argument.self))]) {
      call($0[0] as! Argument)
    }
  }

  /// A call of two arguments.
  public init<First, Second, Value, Failure: Error>(
    _ name: String, parameters names: (String, String),
    _ call: @escaping (First, Second) -> SignalProducer<Value, Failure>
  ) {
    self.init(
      name,
      parameters: [
        Parameter(names.0, SandboxType(First.self)), Parameter(names.1, SandboxType(Second.self)),
      ]
    ) { call($0[0] as! First, $0[1] as! Second) }
  }

  /// The call as Swift declares it: `search(query: String) -> ItemPage`.
  public var signature: String {
    let parameterList = parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
    return "\(name)(\(parameterList)) -> \(element)"
  }
}
