import Testing

/// The Flickr search/back leak stays fixed: after 2,000 rounds of searching and going
/// back, `resources` counts exactly what it counted after the first (view-models by type,
/// ReactiveCore's signals, observers, producers, disposables and scheduled actions,
/// requests in flight).
///
/// The rounds run in a child `mvvm --script`, where nothing but the session makes
/// ReactiveCore objects: `resources` reads the whole process's counts, which tests running
/// beside this one in the test process would change. A leak of one object a round reads
/// `+1999` there.
@Suite(.enabled(if: MvvmExecutable.path != nil, MvvmExecutable.missingReason))
struct SearchBackLeakTests {
  @Test func twoThousandSearchesAndBacksLeaveWhatOneLeft() throws {
    let round = ["set searchText sunset", "run executeSearch", "advance 2s", "back"]
    let lines =
      ["use flickr fixture size=20", "log --keep 100", "open flickr"] + round
      + ["resources mark one"] + Array([[String]](repeating: round, count: 1_999).joined())
      + ["resources --since one"]
    let run = try ChildScriptRun.run(lines)
    #expect(run.status == 0)
    let printed = run.printed.split(separator: "\n")
    #expect(printed.contains("marked 'one': resources --since one shows what changed"))
    let sinceTheFirst = printed.drop { !$0.hasPrefix("marked 'one'") }.dropFirst()
      .drop { !$0.hasPrefix("nothing changed") && !$0.hasPrefix("KIND") }
    #expect(Array(sinceTheFirst) == ["nothing changed"])
  }
}
