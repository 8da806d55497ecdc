import EventLog
import Foundation
import ReactiveCore
import Workbench

/// What the session event log costs: a three-stage pipeline driven with no hook
/// installed (measured first, before any session installs the shell's instrument),
/// with the hook installed but off any session's queue, and recorded into a session's
/// log; and the log's cost per recorded event beside the ring's own `record`.
enum EventLogCase {
  /// How many sets each figure is measured over.
  static let sets = 50_000

  /// Measures the case and its baselines.
  static func run() -> [BenchRow] {
    let bare = nanosecondsPerSet { body in body() }
    let session = BenchSession()
    session.run("open login")
    let installed = nanosecondsPerSet { body in body() }
    let log = session.interpreter.session.eventLog
    let before = log.appendedCount
    let recorded = nanosecondsPerSet { body in session.interpreter.session.perform(body) }
    let eventsPerSet = Double(log.appendedCount - before) / Double(sets * (Measure.repeats + 1))
    let perEvent = (recorded - bare) / max(eventsPerSet, 1e-9)
    let ring = EventLog()
    var turn = 0
    let ringMs = Measure.medianMilliseconds {
      for index in 0..<sets {
        turn += 1
        ring.append(
          subject: "filter", kind: .stage(stage: 1, fate: .passed), value: "\(index)",
          cause: index, milliseconds: 0, turn: turn)
      }
    }
    let ringPerEvent = ringMs * 1e6 / Double(sets)
    session.close()
    return [
      BenchRow(
        name: "set → map → filter → skipRepeats, hook installed", measured: installed,
        baseline: bare, unit: "ns/set", baselineName: "no hook installed"),
      BenchRow(
        name: "the same, recorded into the event log", measured: recorded, baseline: bare,
        unit: "ns/set", baselineName: String(format: "no hook (%.1f events a set)", eventsPerSet)),
      BenchRow(
        name: "event log: cost of one recorded event", measured: perEvent, baseline: ringPerEvent,
        unit: "ns/event", baselineName: "EventLog.append alone"),
    ]
  }

  /// The median time of one set through a fresh pipeline, each run of `sets` sets made
  /// inside `around` (on the session's queue, or not).
  private static func nanosecondsPerSet(around: (() -> Void) -> Void) -> Double {
    let source = MutableProperty(0)
    var total = 0
    var pipeline: Disposable?
    around {
      pipeline = source.signal.map { $0 &+ 1 }.filter { $0 >= 0 }.skipRepeats()
        .observeValues { total &+= $0 }
    }
    let milliseconds = Measure.medianMilliseconds {
      around {
        for value in 0..<sets { source.value = value }
      }
    }
    pipeline?.dispose()
    if total == 42 { print("") }
    return milliseconds * 1e6 / Double(sets)
  }
}
