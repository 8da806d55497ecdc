import ReactiveCore

/// A marble diagram as text: each event with the virtual time it happened at
/// (`"a"@300`, `failed: …@1500`, milliseconds).
final class Marbles {
  private let scheduler: TestScheduler
  private(set) var entries: [String] = []

  init(_ scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// An observer that records every event.
  func observer<Value, Failure>() -> Signal<Value, Failure>.Observer {
    Signal.Observer { [self] event in
      let now = scheduler.elapsedMicroseconds
      switch event {
      case .value(let value): entries.append(Self.entry(value, at: now))
      case .failed(let error): entries.append("failed: \(error)@\(now / 1000)")
      case .completed: entries.append("completed@\(now / 1000)")
      case .interrupted: entries.append("interrupted@\(now / 1000)")
      }
    }
  }

  /// Records `text` at the current time.
  func append(_ text: String) {
    entries.append("\(text)@\(scheduler.elapsedMicroseconds / 1000)")
  }

  /// `value@milliseconds`.
  static func entry(_ value: Any, at microseconds: Int64) -> String {
    "\(describe(value))@\(microseconds / 1000)"
  }

  /// A value as Swift writes it: text quoted, optionals unwrapped, `nil`.
  static func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return describe(wrapped)
    }
    if let text = value as? String { return "\"\(text)\"" }
    if mirror.displayStyle == .tuple {
      return "(" + mirror.children.map { describe($0.value) }.joined(separator: ", ") + ")"
    }
    if mirror.displayStyle == .collection {
      return "[" + mirror.children.map { describe($0.value) }.joined(separator: ", ") + "]"
    }
    return String(describing: value)
  }
}
