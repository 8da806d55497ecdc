import Testing

@testable import Workbench

@Suite struct CommandTests {
  @Test func helpListsEveryCommandAndExplainsOne() {
    let shell = ShellHarness()
    let all = shell.run("help").printed.joined(separator: "\n")
    for command in CommandCatalog.all { #expect(all.contains(command.synopsis)) }
    #expect(shell.run("help ls").printed.first == "show (also: ls)")
    #expect(
      shell.failure("help sett")
        == "unknown command 'sett'; did you mean 'set'?")
  }

  @Test func appsListsTheAppsAndOpenStartsOne() {
    let shell = ShellHarness()
    #expect(
      shell.run("apps").printed == [
        "  sample  a sample search", "  empty   a view-model with nothing",
      ])
    let opened = shell.run("open sample").printed
    #expect(opened.first == "opened sample")
    #expect(opened.contains { $0.contains("searchText") && $0.contains("String, settable") })
    #expect(
      shell.failure("open sampel")
        == "unknown app 'sampel'; did you mean 'sample'? (apps: sample, empty)")
  }

  @Test func openingAnotherAppSaysWhatWasClosed() {
    let shell = ShellHarness()
    shell.runAll([
      "open sample", "set searchText sunset", "run executeSearch", "wait", "watch title",
      "watch searchResults.count",
    ])
    let opened = shell.run("open empty").printed
    #expect(
      opened.prefix(2) == [
        "closed sample: 2 screens, 2 watches (title, searchResults.count)", "opened empty",
      ])
    #expect(shell.run("open sample").printed.first == "closed empty: 1 screen")
  }

  @Test func commandsThatNeedAnAppSaySo() {
    let shell = ShellHarness()
    #expect(
      shell.failure("get searchText") == "no app is open; type `open APP` (apps: sample, empty)")
  }

  @Test func showListsMembersWithValuesAndTypes() {
    let shell = ShellHarness()
    shell.run("open sample")
    let lines = shell.run("ls").printed
    #expect(lines.first == "SampleSearchViewModel \"Sample Search\"")
    #expect(lines.contains("  title           \"Sample Search\"           String, read-only"))
    #expect(
      lines.contains(
        "  executeSearch   disabled, idle            action; disabled: searchText must be"))
    #expect(lines.contains(String(repeating: " ", count: 44) + "longer than 3 characters"))
    #expect(lines.contains("  rename          enabled, idle             action, takes String"))
    shell.run("open empty")
    #expect(shell.run("show").printed == ["EmptyViewModel", "  (no properties or actions)"])
  }

  @Test func getPrintsValuesAlongPaths() {
    let shell = ShellHarness()
    shell.run("open sample")
    #expect(shell.run("get title").printed == ["title = \"Sample Search\""])
    #expect(shell.run("get executeSearch.isEnabled").printed == ["executeSearch.isEnabled = false"])
    #expect(
      shell.run("get executeSearch").printed == [
        "executeSearch = disabled (searchText must be longer than 3 characters), idle"
      ])
    shell.run("set searchText sunset")
    #expect(shell.run("get executeSearch").printed == ["executeSearch = enabled, idle"])
    #expect(shell.run("get recentSearches.count").printed == ["recentSearches.count = 0"])
    #expect(shell.run("get homepage").printed == ["homepage = https://example.com/home"])
    #expect(shell.run("get nickname").printed == ["nickname = nil"])
  }

  @Test func aMistypedPathNamesTheNearestMember() {
    let shell = ShellHarness()
    shell.run("open sample")
    #expect(
      shell.failure("get serchText")?.hasPrefix(
        "serchText: SampleSearchViewModel has no member 'serchText'; did you mean 'searchText'? (members: searchText, pageSize,"
      ) == true)
    #expect(
      shell.failure("get executeSearch.isEnabeld")
        == "executeSearch.isEnabeld: an action has no member 'isEnabeld'; did you mean 'isEnabled'? (members: isEnabled, isExecuting)"
    )
    #expect(
      shell.failure("get recentSearches[2]")
        == "recentSearches[2]: out of range: recentSearches is empty")
  }

  @Test func setConvertsTheValueAndRejectsTheWrongType() {
    let shell = ShellHarness()
    shell.run("open sample")
    #expect(shell.run("set searchText sunset beach").printed == ["searchText = \"sunset beach\""])
    #expect(shell.run("set pageSize 25").printed == ["pageSize = 25"])
    #expect(shell.run("set nickname \"sam\"").printed == ["nickname = \"sam\""])
    #expect(shell.run("set nickname nil").printed == ["nickname = nil"])
    #expect(shell.failure("set pageSize lots") == "pageSize expected Int, got text \"lots\"")
    #expect(shell.failure("set isSafe 1") == "isSafe expected Bool, got number 1")
    #expect(
      shell.failure("set title x")
        == "title is read-only: derived from searchText; set searchText instead")
    #expect(
      shell.failure("set executeSearch 1")
        == "executeSearch is not a property; set works on settable properties (see show)")
    #expect(shell.run("get searchText").printed == ["searchText = \"sunset beach\""])
    #expect(shell.run("get title").printed == ["title = \"Search: sunset beach\""])
  }

  @Test func runOfADisabledCommandSaysWhy() {
    let shell = ShellHarness()
    shell.run("open sample")
    shell.run("set searchText sun")
    #expect(
      shell.failure("run executeSearch")
        == "executeSearch is disabled: searchText must be longer than 3 characters")
    #expect(
      shell.failure("run searchText")
        == "searchText is not an action; actions: executeSearch, rename")
    #expect(
      shell.failure("run executeSerch")
        == "SampleSearchViewModel has no action 'executeSerch'; did you mean 'executeSearch'? (actions: executeSearch, rename)"
    )
    #expect(
      shell.failure("wait search")
        == "SampleSearchViewModel has no action 'search' (actions: executeSearch, rename)")
    #expect(shell.failure("run rename") == "rename needs a String value")
    #expect(shell.failure("run executeSearch now") != nil)
  }

  @Test func runReturnsAtOnceAndPrintsEventsAsTheyArrive() {
    let shell = ShellHarness()
    shell.run("open sample")
    shell.run("set searchText sunset")
    #expect(
      shell.run("run rename sam").printed == [
        "rename started", "rename: value \"SAM\"", "rename: completed",
      ])
    #expect(shell.run("run executeSearch").printed == ["executeSearch started"])
    #expect(
      shell.run("get executeSearch.isExecuting").printed == ["executeSearch.isExecuting = true"])
    let printed = shell.run("advance 2s").printed
    #expect(
      printed == [
        "executeSearch: value [3 items]", "executeSearch: completed",
        "→ pushed SampleResultsViewModel \"sunset\"", "advanced 2s",
      ])
  }

  @Test func waitAdvancesTheVirtualClockToTheEndOfTheCommand() {
    let shell = ShellHarness()
    shell.run("open sample")
    shell.run("set searchText sunset")
    shell.run("run executeSearch")
    let printed = shell.run("wait executeSearch").printed
    #expect(printed.last == "executeSearch is idle after 2s of virtual time")
    #expect(
      shell.run("stack").printed == [
        "  0  SampleSearchViewModel \"Search: sunset\"", "* 1  SampleResultsViewModel \"sunset\"",
      ])
  }

  @Test func waitGivesUpAfterItsTimeout() {
    let shell = ShellHarness()
    shell.run("open sample")
    shell.run("set searchText sunset")
    shell.run("run executeSearch")
    #expect(
      shell.failure("wait executeSearch --timeout 500ms")
        == "wait: gave up after 500ms of virtual time before executeSearch is idle")
    #expect(shell.run("wait").printed.last == "everything is idle after 1.5s of virtual time")
  }

  @Test func waitOnTheRealClockReturnsWhenAlreadyIdle() {
    let shell = ShellHarness(clock: .real)
    shell.run("open sample")
    #expect(shell.run("wait executeSearch").printed.first?.hasPrefix("idle after") == true)
  }

  @Test func advanceOnTheRealClockIsAClearError() {
    let shell = ShellHarness(clock: .real)
    #expect(shell.failure("advance 1s")?.hasPrefix("advance works on the virtual clock") == true)
    #expect(shell.run("clock virtual").printed == ["clock: virtual, +0.000s"])
    #expect(shell.run("advance 1s").printed == ["advanced 1s"])
    #expect(
      shell.failure("clock virtal")
        == "unknown clock 'virtal'; did you mean 'virtual'? (usage: clock [real|virtual])")
  }

  @Test func switchingClocksCarriesScheduledWorkOver() {
    let shell = ShellHarness(clock: .real)
    shell.run("open sample")
    shell.run("set searchText sunset")
    shell.run("run executeSearch")
    #expect(
      shell.run("clock virtual").printed == ["clock: virtual, +0.000s, 1 scheduled action waiting"])
    #expect(shell.run("advance 2s").printed.contains("executeSearch: completed"))
  }

  /// A round trip to the real clock keeps the rows' timers in the order they were
  /// scheduled: a page's rows still tick in order, as one folded change.
  @Test func switchingClocksKeepsTheRowsTimersInOrder() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open twitter", "set searchText swift", "advance 1500ms"])
    shell.runAll(["clock real", "clock virtual", "advance 1s"])
    let last = shell.run("log --last 1").printed.last ?? ""
    #expect(last.contains("tweets[0…19].ageInSeconds = "), "\(last)")
  }

  @Test func watchPrintsChangesUntilUnwatched() {
    let shell = ShellHarness()
    shell.run("open sample")
    #expect(
      shell.run("watch title recentSearches.count").printed == [
        "watching title = \"Sample Search\"", "watching recentSearches.count = 0",
      ])
    #expect(
      shell.run("set searchText sunset").printed == [
        "searchText = \"sunset\"", "watch: title = \"Search: sunset\"",
      ])
    shell.run("run executeSearch")
    #expect(shell.run("advance 2s").printed.contains("watch: recentSearches.count = 1"))
    #expect(shell.run("watches").printed == ["title", "recentSearches.count"])
    #expect(shell.run("unwatch title").printed == ["stopped watching title"])
    #expect(
      shell.failure("unwatch titel") == "titel is not watched (watched: recentSearches.count)")
    #expect(shell.run("unwatch all").printed == ["stopped 1 watch"])
    #expect(shell.run("watches").printed == ["nothing is watched"])
  }

  @Test func traceFoldsATimerTickingEveryRowIntoOneLineATick() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open twitter", "set searchText swift", "wait", "trace on"])
    let printed = shell.run("advance 2s").printed
    let ticks = printed.filter { $0.contains("tweets[") }
    #expect(ticks.count == 2)
    #expect(ticks.first?.hasPrefix("trace: +1.300s   tweets[0…19].ageInSeconds = ") == true)
    #expect(ticks.last?.hasPrefix("trace: +2.300s   tweets[0…19].ageInSeconds = ") == true)
    #expect(
      printed.filter { $0.contains("clock") } == [
        "trace: +1.300s clock ticked (every 1s)", "trace: +2.300s clock ticked (every 1s)",
      ], "each tick is the cause its rows' changes print under")
    #expect(ticks.allSatisfy { $0.hasSuffix("(20 items)") })
    #expect(printed.last == "advanced 2s", "the folded lines print before the result")
  }

  @Test func traceFollowsTheTreeAndItsCommands() {
    let shell = ShellHarness()
    shell.run("open sample")
    #expect(shell.run("trace on").printed == ["trace on"])
    #expect(
      shell.run("set searchText sunset").printed == [
        "searchText = \"sunset\"",
        "trace: +0.000s searchText = \"sunset\"",
        "trace: +0.000s   title = \"Search: sunset\"",
        "trace: +0.000s   executeSearch.isEnabled = true",
      ])
    shell.run("run executeSearch")
    #expect(
      shell.run("advance 2s").printed == [
        "trace: +2.000s recentSearches = [1 item]",
        "trace: +2.000s   executeSearch value [3 items]",
        "executeSearch: value [3 items]",
        "trace: +2.000s   executeSearch completed",
        "executeSearch: completed",
        "trace: +2.000s   executeSearch.isExecuting = false",
        "trace: +2.000s   executeSearch.isEnabled = true",
        "trace: +2.000s   pushed SampleResultsViewModel \"sunset\"",
        "→ pushed SampleResultsViewModel \"sunset\"",
        "advanced 2s",
      ])
    shell.run("trace off")
    shell.run("back")
    #expect(shell.run("set searchText x").printed == ["searchText = \"x\""])
  }

  @Test func expectComparesWithEveryOperator() {
    let shell = ShellHarness()
    shell.run("open sample")
    shell.run("set searchText sunset")
    for line in [
      "expect searchText sunset", "expect searchText == \"sunset\"", "expect searchText != sun",
      "expect title ~ sun", "expect pageSize > 5", "expect pageSize >= 10", "expect pageSize < 11",
      "expect pageSize <= 10", "expect ratio == 0.5", "expect isSafe == true",
      "expect nickname == nil",
      "expect executeSearch.isEnabled true", "expect recentSearches.count == 0",
    ] {
      #expect(shell.run(line).outcome == .succeeded, "\(line)")
    }
    #expect(shell.failure("expect pageSize == 5") == "expect pageSize == 5 failed: actual 10")
    #expect(
      shell.failure("expect title ~ moon")
        == "expect title ~ \"moon\" failed: actual \"Search: sunset\"")
    #expect(
      shell.failure("expect executeSearch true")
        == "executeSearch is an action; expect executeSearch.isEnabled or executeSearch.isExecuting"
    )
  }

  @Test func viewDrawsAGenericScreen() {
    let shell = ShellHarness()
    shell.run("open sample")
    let screen = shell.run("view").printed
    #expect(screen.first == "SampleSearchViewModel \"Sample Search\"")
    #expect(screen.contains("searchText: \"\""))
    #expect(screen.contains("[ executeSearch ] (disabled)"))
  }

  @Test func navigationPushesCdAndBack() {
    let shell = ShellHarness()
    shell.run("open sample")
    shell.run("set searchText sunset")
    shell.run("run executeSearch")
    shell.run("wait executeSearch")
    #expect(shell.session.prompt == "sample/SampleResults> ")
    let entered = shell.run("cd searchResults[0]").printed
    #expect(entered.first == "SampleItemViewModel \"sunset 1\"")
    #expect(shell.run("set isVisible true").printed == ["isVisible = true"])
    #expect(shell.session.prompt == "sample/SampleResults/searchResults[0]> ")
    shell.run("cd ..")
    #expect(shell.run("expect searchResults[0].isVisible == true").outcome == .succeeded)
    #expect(
      shell.failure("cd ..")
        == "already at SampleResults, the top of this screen; use back to leave the screen")
    #expect(
      shell.failure("cd title")
        == "title is \"sunset\", not a view-model; cd enters view-models such as list items")
    #expect(
      shell.run("back").printed == [
        "← popped SampleResultsViewModel \"sunset\"; back at SampleSearchViewModel \"Search:",
        "  sunset\"",
      ], "a live line wider than the terminal wraps at a word")
    #expect(shell.failure("back") == "already at the first screen of sample; nothing to go back to")
    #expect(shell.run("get searchText").printed == ["searchText = \"sunset\""])
  }

  @Test func backendsAndUseSwitchServices() {
    let shell = ShellHarness()
    let listing = shell.run("backends flickr").printed
    #expect(listing.first?.hasPrefix("flickr  (active: fixture") == true)
    #expect(listing.contains { $0.hasPrefix("  * fixture") })
    #expect(
      shell.run("use flickr fixture fail=boom").printed.first?.hasPrefix(
        "flickr now uses fixture fail=boom") == true)
    #expect(shell.failure("use flickr fixtur")?.contains("did you mean 'fixture'") == true)
    #expect(shell.failure("backends flikr")?.contains("did you mean 'flickr'") == true)
    #expect(
      shell.failure("use flickr fixture latency")
        == "options are key=value words, and latency has no =; usage: use SERVICE BACKEND [key=value ...]"
    )
  }

  @Test func graphNamesWhatEnablesACommandAndNothingElse() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.run("open login")
    let edges = shell.run("graph").printed.filter { $0.contains("login.isEnabled") }
    #expect(edges.contains { $0.hasPrefix("  firstName ⇢") })
    #expect(edges.contains { $0.hasPrefix("  lastName ⇢") })
    #expect(!edges.contains { $0.contains("userLoadingInProgress") })
  }

  @Test func graphShowsDerivedAndObservedBindings() {
    let shell = ShellHarness()
    shell.run("open sample")
    let before = shell.run("graph").printed
    #expect(before.contains("  searchText ⇢ executeSearch.isEnabled, map"))
    #expect(before.contains("  map ⇢ title"), "the map stage draws once, between the two")
    #expect(before.contains("  recentSearches ⇢ SampleItemViewModel"))
    shell.run("set searchText sunset")
    let after = shell.run("graph").printed
    #expect(after.contains { $0.hasPrefix("  searchText →") && $0.contains("map") })
    #expect(after.contains("  map → title"))
    #expect(
      after.filter { $0.contains("searchText") }.count == 1,
      "an edge known from the objects is not listed again once seen at work")
    let dot = shell.run("graph --dot").printed
    #expect(dot.first == "digraph \"SampleSearchViewModel\" {")
    #expect(dot.last == "}")
  }

  @Test func quitEndsTheSession() {
    let shell = ShellHarness()
    #expect(shell.run("quit").outcome == .quit)
    #expect(shell.run("exit").outcome == .quit)
    #expect(shell.failure("quit now") == "quit takes no arguments; usage: quit")
  }

  @Test func blankLinesAndCommentsDoNothing() {
    let shell = ShellHarness()
    #expect(shell.run("").outcome == .succeeded)
    #expect(shell.run("   # a comment").outcome == .succeeded)
  }

  @Test func completionOffersCommandsAppsPathsAndBackends() {
    let shell = ShellHarness()
    #expect(shell.interpreter.completions(for: "wa") == ["wait", "watch", "watches"])
    #expect(shell.interpreter.completions(for: "open s") == ["sample"])
    shell.run("open sample")
    #expect(shell.interpreter.completions(for: "set sea") == ["searchText"])
    #expect(
      shell.interpreter.completions(for: "get executeSearch.is") == [
        "executeSearch.isEnabled", "executeSearch.isExecuting",
      ])
    #expect(shell.interpreter.completions(for: "run ") == ["executeSearch", "rename"])
    #expect(shell.interpreter.completions(for: "use fl") == ["flickr"])
    #expect(shell.interpreter.completions(for: "use flickr f") == ["fixture"])
    #expect(shell.interpreter.completions(for: "use flickr fixture la") == ["latency="])
  }
}
