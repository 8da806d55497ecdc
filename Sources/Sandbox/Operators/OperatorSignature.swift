/// What an operator takes and makes, as the type checker reads it: its parameters in
/// order, what its receiver must send, its result, and an example for messages and
/// `help let`.
struct OperatorSignature: Sendable {
  /// One parameter.
  enum Parameter: Sendable {
    /// A duration: `throttle(1s)`.
    case duration
    /// A closure of `shape`; an optional one may be left out (`skipRepeats()`).
    case closure(ClosureShape, optional: Bool = false)
    /// A constant the closure starts from: `scan(0) { … }`.
    case initialValue
    /// Another property or stream, after `label:`; `requirement` says what it sends.
    case source(label: String?, SourceRequirement)
    /// How inner streams are combined: `.latest`.
    case strategy
    /// A closure whose body is one service call: `{ service.search($0) }`.
    case serviceCall
  }

  /// The values a closure is given and what it returns.
  enum ClosureShape: Sendable {
    /// `{ $0 … }` over a value, returning a `Bool`.
    case predicate
    /// `{ $0 … }` over a value, returning anything: the new values.
    case transform
    /// `{ $0 … $1 }` over two values, returning whether they are the same.
    case equivalence
    /// `{ $0 … $1 }` over the result so far (the initial value's type) and a value,
    /// returning the next result.
    case accumulator
  }

  /// What another source must send.
  enum SourceRequirement: Sendable {
    /// What the receiver sends (`merge(with:)`).
    case sameElement
    /// Anything (`combineLatest(with:)`).
    case anyElement
    /// `Bool` (`and`, `or`).
    case bool
  }

  /// What the receiver must send.
  enum ReceiverRequirement: Sendable {
    /// Anything.
    case anyElement
    /// `Bool` (`negate`, `and`, `or`).
    case bool
  }

  /// What the result sends.
  enum Result: Sendable {
    /// What the receiver sends.
    case receiverElement
    /// What the closure returns.
    case closureResult
    /// The initial value's type.
    case initialValue
    /// Pairs of the receiver's and the source's values.
    case pairWithSource
    /// What the service call's producer sends.
    case serviceResult
  }

  /// The parameters, in order.
  let parameters: [Parameter]
  /// What the receiver must send.
  var receiver: ReceiverRequirement = .anyElement
  /// What the result sends.
  let result: Result
  /// A use of it, for messages: `throttle(1s)`.
  let example: String
  /// What it does, in a phrase, for `help let`.
  let summary: String
}
