/// How one `SessionEvent` reads in `why`, `log` and `trace`: `searchText = "swift"`,
/// `throttle(1s) released "swift"`, `service.search("swift") finished: 20 tweets
/// in 300 ms`, `line 4: set searchText swift`. Values are left to the caller to fit.
public enum EventText {
  /// The event in words, its value shortened by `shorten`.
  public static func describe(
    _ event: SessionEvent, released: Bool = false, shorten: (String) -> String = { $0 }
  ) -> String {
    let value = event.value.map(shorten) ?? ""
    switch event.kind {
    case .line: return "\(event.subject): \(event.value ?? "")"
    case .changed: return "\(event.subject) = \(value)"
    case .unchanged: return "\(event.subject) = \(value) (unchanged)"
    case .stageCreated: return "\(event.subject) made"
    case .stage(_, let fate):
      return "\(event.subject) \(released && fate == .passed ? "released" : fate.rawValue) \(value)"
    case .requestStarted: return "\(event.subject) started"
    case .requestCancelled: return "\(event.subject) cancelled"
    case .requestFinished(let summary): return "\(event.subject) finished: \(summary)"
    case .requestFailed(let error): return "\(event.subject) failed: \(error)"
    case .actionStarted:
      return "\(event.subject) started" + (event.value.map { " with \($0)" } ?? "")
    case .actionValue: return "\(event.subject) value \(value)"
    case .actionFailed(let error): return "\(event.subject) failed: \(error)"
    case .actionCompleted: return "\(event.subject) completed"
    case .actionInterrupted: return "\(event.subject) interrupted"
    case .navigation: return "\(value) \(event.subject)"
    case .clockTicked: return "\(event.subject) ticked (every \(value))"
    }
  }

  /// Whether `event` is a stage's release of a value it held (`throttle`, `delay`):
  /// a pass caused by the same stage's hold.
  public static func isRelease(_ event: SessionEvent, causedBy cause: SessionEvent?) -> Bool {
    guard case .stage(let stage, .passed) = event.kind, let cause,
      case .stage(stage, .held) = cause.kind
    else { return false }
    return true
  }

  /// Whether `event` is a stage that only forwards inside a binding (`take(during:)`),
  /// which `why` and `trace` leave out.
  public static func isPlumbing(_ event: SessionEvent) -> Bool {
    if case .stage = event.kind { return event.subject == "take(during:)" }
    return false
  }
}
