import Foundation
import ViewModelKit

/// `log --json`: the events as a JSON array, one object per event, for bug reports and
/// tools. Each object has `seq`, `ms` (since the session started), `subject`, `kind`
/// (`line`, `changed`, `unchanged`, `stage`, `requestStarted`, ...), and, when they
/// apply, `value`, `old`, `fate`, `summary`, `error`, `cause` (a `seq`), `rows`, `turn`,
/// `sent` (what a stage sent on for its `value`, where that differs), `owners` (the
/// view-models a member's event happened to, one per folded row: numbered from 1 in the
/// order they first appear in this export, so two events with the same number happened to
/// the same object, and the same session exports the same numbers on every run).
public enum EventLogJSON {
  private struct Entry: Encodable {
    let seq: Int
    let ms: Int64
    let subject: String
    let kind: String
    let value: String?
    let old: String?
    let fate: String?
    let summary: String?
    let error: String?
    let cause: Int?
    let rows: Int?
    let turn: Int
    let sent: String?
    let owners: [Int]?
  }

  /// `events` as pretty-printed JSON with sorted keys.
  public static func encode(_ events: [SessionEvent]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var numbers: [ViewModelID: Int] = [:]
    let entries = events.map { event in
      entry(
        event,
        owners: event.owners.map { owner in
          if let number = numbers[owner] { return number }
          numbers[owner] = numbers.count + 1
          return numbers.count
        })
    }
    let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  private static func entry(_ event: SessionEvent, owners: [Int]) -> Entry {
    var old: String?
    var fate: String?
    var summary: String?
    var error: String?
    let kind: String
    switch event.kind {
    case .line: kind = "line"
    case .changed(let previous):
      kind = "changed"
      old = previous
    case .unchanged: kind = "unchanged"
    case .stageCreated: kind = "stageCreated"
    case .stage(_, let stageFate):
      kind = "stage"
      fate = stageFate.rawValue
    case .requestStarted: kind = "requestStarted"
    case .requestCancelled: kind = "requestCancelled"
    case .requestFinished(let text):
      kind = "requestFinished"
      summary = text
    case .requestFailed(let text):
      kind = "requestFailed"
      error = text
    case .actionStarted: kind = "actionStarted"
    case .actionValue: kind = "actionValue"
    case .actionFailed(let text):
      kind = "actionFailed"
      error = text
    case .actionCompleted: kind = "actionCompleted"
    case .actionInterrupted: kind = "actionInterrupted"
    case .navigation: kind = "navigation"
    case .clockTicked: kind = "clockTicked"
    case .causeUnknown: kind = "causeUnknown"
    }
    return Entry(
      seq: event.sequence, ms: event.milliseconds, subject: event.subject, kind: kind,
      value: event.value, old: old, fate: fate, summary: summary, error: error,
      cause: event.cause, rows: event.rowCount > 1 ? event.rowCount : nil, turn: event.turn,
      sent: event.sent, owners: owners.isEmpty ? nil : owners)
  }
}
