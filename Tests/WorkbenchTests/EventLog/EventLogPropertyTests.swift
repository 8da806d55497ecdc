import EventLog
import Testing

@testable import Workbench

/// Random scripts through every app keep the log's promises: every event's cause exists,
/// happened no later, and belongs to the same app; and `why` on every changed path ends
/// at the typed line that caused it.
@Suite struct EventLogPropertyTests {
  /// The lines a random script picks from, per app (some fail, as a student's would).
  static let lines: [String: [String]] = [
    "login": [
      "set firstName Ada", "set firstName \"\"", "set lastName Lovelace", "set lastName \"\"",
      "run login", "advance 500ms", "advance 2s",
    ],
    "twitter": [
      "set searchText s", "set searchText sw", "set searchText swift", "advance 100ms",
      "advance 1s", "advance 2s",
    ],
    "flickr": [
      "set searchText sunset", "set searchText cat", "run executeSearch", "advance 1s",
      "advance 3s", "set searchResults[0].isVisible true", "set searchResults[1].isVisible true",
      "set searchResults[0].isVisible false", "back",
    ],
    "tweetboat": [
      "set username mvvm_daily", "set username x", "run getTweets", "run loadMoreTweets",
      "advance 1s", "advance 3s",
    ],
  ]

  /// A small deterministic generator (so a failure names a seed that reproduces it).
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static func script(seed: UInt64) -> [String] {
    var generator = Generator(state: seed)
    let apps = lines.keys.sorted()
    var script: [String] = []
    var app = apps[generator.next(apps.count)]
    script.append("open \(app)")
    for _ in 0..<24 {
      if generator.next(8) == 0 {
        app = apps[generator.next(apps.count)]
        script.append("open \(app)")
      } else {
        let choices = lines[app] ?? []
        script.append(choices[generator.next(choices.count)])
      }
    }
    return script
  }

  /// The app a subject belongs to when it names a closed app's member (`flickr/…`).
  static func app(of subject: String) -> String? {
    guard let slash = subject.firstIndex(of: "/") else { return nil }
    let first = String(subject[..<slash])
    return lines.keys.contains(first) ? first : nil
  }

  @Test(arguments: 1...12 as ClosedRange<UInt64>)
  func randomScriptsKeepTheLogsPromises(seed: UInt64) {
    let shell = ShellHarness(includesStandardApps: true)
    let script = Self.script(seed: seed)
    for line in script { _ = shell.run(line) }
    let log = shell.session.eventLog
    let events = log.events
    for event in events {
      guard let sequence = event.cause, let cause = log.event(sequence) else { continue }
      #expect(sequence < event.sequence, "seed \(seed): #\(event.sequence) caused later")
      #expect(
        cause.milliseconds <= event.milliseconds, "seed \(seed): #\(event.sequence) before cause")
      if event.kind.namesAMember, cause.kind.namesAMember {
        #expect(
          Self.app(of: event.subject) == Self.app(of: cause.subject),
          "seed \(seed): \(event.subject) caused by \(cause.subject) of another app")
      }
    }
    var latest: [String: SessionEvent] = [:]
    for event in events {
      if case .changed = event.kind { latest[event.subject] = event }
    }
    #expect(latest.count >= 2, "seed \(seed): the script changed too little: \(script)")
    for (subject, event) in latest.sorted(by: { $0.key < $1.key }) {
      let chain = log.causeChain(from: event)
      guard let root = chain.last else { continue }
      let endsAtALine: Bool
      if case .line = root.kind { endsAtALine = true } else { endsAtALine = false }
      #expect(
        endsAtALine,
        "seed \(seed): why \(subject) ends at \(root.subject) \(root.kind), not a line; script: \(script)"
      )
    }
  }
}
