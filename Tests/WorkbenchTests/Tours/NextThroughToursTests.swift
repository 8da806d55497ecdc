import Testing

@testable import Workbench

/// A learner who only ever types `next` is taken through every tour to its end: each
/// line `next` types succeeds, and each step ends once its lines are typed, whether they
/// run in the present or at a moment of the past (`goto`, then `get` there).
@Suite struct NextThroughToursTests {
  @Test(arguments: TourTests.tours.names)
  func nextAloneTakesTheTourToItsEnd(_ name: String) throws {
    let shell = ShellHarness(includesStandardApps: true, width: 200)
    let steps = try TourTests.tours.tour(named: name).steps.count
    #expect(shell.run("tour \(name)").outcome == .succeeded)
    var printed: [String] = []
    var everything: [String] = []
    var nexts = 0
    while shell.interpreter.session.perform({ shell.interpreter.session.tour }) != nil,
      nexts < steps * 4
    {
      let run = shell.run("next")
      #expect(run.outcome == .succeeded, "\(name): next failed after \(printed.suffix(5))")
      printed = run.printed
      nexts += 1
      // As the tour says, on the virtual clock time moves when the learner advances it.
      let waiting =
        "(tour: every line is typed; waiting for the checks; the clock is virtual: advance 2s moves it)"
      if printed.last == waiting { printed = shell.run("advance 2s").printed }
      everything += printed
    }
    #expect(
      printed.contains("Tour \(name) finished. tour lists the others; the session stays as it is."),
      "\(name) did not finish after \(nexts) nexts; last printed: \(printed.suffix(8))")
    #expect(
      !everything.contains { $0.contains("(tour: try hint)") }, "\(name): a typed line failed")
  }
}
