import TerminalText

/// `why`'s answer: the chain of causes of a change, effect first, one hop a line with
/// its time, each later hop marked `←`: a stage's hold and release read as one
/// `released` hop, a request's start is left out when its end is shown, and a binding's
/// `take(during:)` is left out. A stage that sent on what it received together with a
/// value it held (`zip`) names what brought that value in on an `and` line under the
/// hop's cause, so both requests behind a `zip` are named.
public enum CauseChainText {
  /// The lines for `chain` (effect first), fitted to `width` columns; `partner` gives,
  /// for a hop, the held event it was sent on with and that event's cause (see
  /// `EventLog.heldPartner(of:)`).
  public static func lines(
    _ chain: [SessionEvent], width: Int,
    partner: (SessionEvent) -> (held: SessionEvent, cause: SessionEvent?)? = { _ in nil }
  ) -> [String] {
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
    var lines: [String] = []
    var joining: SessionEvent?
    for (position, hop) in hops.enumerated() {
      let lead = "\(hop.event.timeText)  \(position == 0 ? "" : "← ")"
      let found = partner(hop.event)
      // What was sent names a held value already (`zip got 52, sent (629, 52)`); a
      // held value named on its own shares the room with the value.
      let namesHeld = found != nil && hop.event.sent == nil
      let room =
        namesHeld ? max(10, (width - lead.count - 34) / 2) : max(10, width - lead.count - 20)
      var text = EventText.describe(hop.event, released: hop.released, room: room)
      if namesHeld, let held = found?.held {
        text += " with \(TextFitting.truncated(held.value ?? "", to: room)) it held"
      }
      lines.append(TextFitting.truncated(lead + text, to: width))
      if let joined = joining {
        let andLead = "\(joined.timeText)    and "
        let joinedText = EventText.describe(
          joined, room: max(10, width - andLead.count - 20))
        lines.append(TextFitting.truncated(andLead + joinedText, to: width))
      }
      joining = found?.cause
    }
    return lines
  }
}
