import ReactiveCore
import Sandbox

/// Runs the same events through a sandbox line and through the Swift pipeline it stands
/// for, each on a fresh app and virtual clock with an instrument installed, and returns
/// what each sent (as marbles) and the stages each reported.
struct Comparison {
  /// What one run saw.
  struct Run {
    let marbles: [String]
    let stages: [String]
  }

  let sandbox: Run
  let swift: Run

  /// `lines` run in a sandbox, the last defining the value watched; `swift` builds the
  /// same pipeline and starts it with the observer it is given (returning anything it
  /// must keep alive); `steps` drives the app and the clock the same way for both.
  static func run(
    sandbox lines: [String],
    swift: (TestApp, TestScheduler, TestServices, Marbles) -> Any?,
    steps: (TestApp, TestScheduler) -> Void
  ) throws -> Comparison {
    let sandboxRun = try runSandbox(lines, steps: steps)
    // The app is made with the instrument installed, as the shell's are, so that its
    // properties name themselves as stages' inputs.
    let scheduler = TestScheduler()
    let marbles = Marbles(scheduler)
    let swiftRun = StageRecorder.recording(on: scheduler) { recorder in
      let app = TestApp()
      let services = TestServices(scheduler: scheduler)
      let kept = swift(app, scheduler, services, marbles)
      steps(app, scheduler)
      // Read before the app goes, whose properties complete as they go.
      return withExtendedLifetime(kept) {
        Run(marbles: marbles.entries, stages: recorder.stageLines)
      }
    }
    return Comparison(sandbox: sandboxRun, swift: swiftRun)
  }

  private static func runSandbox(_ lines: [String], steps: (TestApp, TestScheduler) -> Void)
    throws -> Run
  {
    let scheduler = TestScheduler()
    return try StageRecorder.recording(on: scheduler) { recorder in
      let app = TestApp()
      let services = TestServices(scheduler: scheduler)
      let sandbox = Sandbox(scheduler: scheduler, sources: app, services: services)
      var ends: [(text: String, microseconds: Int64)] = []
      sandbox.notices.observeValues { notice in
        guard case .ended(_, let end) = notice else { return }
        ends.append((end.description, scheduler.elapsedMicroseconds))
      }
      var watched: SandboxValue?
      var definitionMark = 0
      for line in lines {
        definitionMark = recorder.count
        if case .defined(let value) = try sandbox.run(line) { watched = value }
      }
      guard let watched else { return Run(marbles: [], stages: []) }
      // A property's value when it was defined, then its changes; a stream's every
      // value (a change of its latest value), from its definition on.
      let initial =
        watched.type.isProperty ? [Marbles.entry(watched.currentValue!, at: 0)] : []
      let mark = watched.type.isProperty ? recorder.count : definitionMark
      steps(app, scheduler)
      var marbles = initial + recorder.changes(of: watched.property, since: mark)
      for end in ends { marbles.append("\(end.text)@\(end.microseconds / 1000)") }
      return Run(marbles: marbles, stages: recorder.stageLines)
    }
  }
}
