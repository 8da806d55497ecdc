import TerminalText

/// `why`'s answer: the chain of causes of a change, effect first, one hop a line with
/// its time, each later hop marked `←`: a stage's hold and release read as one
/// `released` hop, a request's start is left out when its end is shown, and a binding's
/// `take(during:)` is left out.
public enum CauseChainText {
  /// The lines for `chain` (effect first), fitted to `width` columns.
  public static func lines(_ chain: [SessionEvent], width: Int) -> [String] {
    var hops: [(event: SessionEvent, released: Bool)] = []
    var index = 0
    while index < chain.count {
      let event = chain[index]
      let cause = index + 1 < chain.count ? chain[index + 1] : nil
      defer { index += 1 }
      if EventText.isPlumbing(event) { continue }
      if case .requestStarted = event.kind, let previous = hops.last?.event,
        previous.subject == event.subject
      {
        continue
      }
      let released = EventText.isRelease(event, causedBy: cause)
      hops.append((event, released))
      if released { index += 1 }
    }
    return hops.enumerated().map { position, hop in
      let lead = "\(hop.event.timeText)  \(position == 0 ? "" : "← ")"
      let room = max(10, width - lead.count - 20)
      let text = EventText.describe(hop.event, released: hop.released) {
        TextFitting.truncated($0, to: room)
      }
      return TextFitting.truncated(lead + text, to: width)
    }
  }
}
