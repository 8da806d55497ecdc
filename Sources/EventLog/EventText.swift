import TerminalText

/// How one `SessionEvent` reads in `why`, `log` and `trace`: `searchText = "swift"`,
/// `throttle(1s) released "swift"`, `combineLatest got "Lovelace", sent ("Ada",
/// "Lovelace")` (a stage that sent on something else than what came in),
/// `service.search("swift") finished: 20 tweets in 300 ms`, `line 4: set searchText
/// swift`.
public enum EventText {
  /// The event in words, its value cut to `room` columns when given (a stage's value
  /// and what it sent share the room, the shorter first served).
  public static func describe(
    _ event: SessionEvent, released: Bool = false, room: Int? = nil
  ) -> String {
    let shorten = { (text: String) in room.map { TextFitting.truncated(text, to: $0) } ?? text }
    let value = event.value.map(shorten) ?? ""
    switch event.kind {
    case .line: return "\(event.subject): \(event.value ?? "")"
    case .changed: return "\(event.subject) = \(value)"
    case .unchanged: return "\(event.subject) = \(value) (unchanged)"
    case .stageCreated: return "\(event.subject) made"
    case .stage(_, let fate):
      if fate == .passed, let sent = event.sent {
        let (got, gave) = fitted(event.value ?? "", sent, in: room)
        return "\(event.subject) got \(got), sent \(gave)"
      }
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
    case .causeUnknown: return "cause unknown: \(value)"
    }
  }

  /// `value` and `sent` cut to share `room` columns: each keeps its whole text if it fits
  /// in half, the other takes the rest.
  private static func fitted(_ value: String, _ sent: String, in room: Int?) -> (String, String) {
    guard let room else { return (value, sent) }
    let valueWidth = DisplayWidth.columns(of: value)
    let sentWidth = DisplayWidth.columns(of: sent)
    guard valueWidth + sentWidth > room else { return (value, sent) }
    let half = max(5, room / 2)
    if valueWidth <= half { return (value, TextFitting.truncated(sent, to: room - valueWidth)) }
    if sentWidth <= half { return (TextFitting.truncated(value, to: room - sentWidth), sent) }
    return (TextFitting.truncated(value, to: half), TextFitting.truncated(sent, to: room - half))
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
