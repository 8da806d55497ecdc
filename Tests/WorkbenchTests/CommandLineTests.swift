import Inspection
import Testing
import ViewModelKit

@testable import Workbench

@Suite struct CommandLineTests {
  @Test func scriptOptionsAreParsed() throws {
    let options = try CommandLineOptions(arguments: [
      "--script", "demo.mvvm", "--keep-going", "--clock", "virtual", "--color=never",
    ])
    #expect(options.mode == .script(path: "demo.mvvm"))
    #expect(options.keepsGoing)
    #expect(options.clock == .virtual)
    #expect(options.color == .never)
    #expect(
      try CommandLineOptions(arguments: ["--script=x.mvvm"]).mode == .script(path: "x.mvvm"))
    #expect(try CommandLineOptions(arguments: ["--help"]).mode == .help)
    #expect(try CommandLineOptions(arguments: ["--version"]).mode == .version)
    #expect(try CommandLineOptions(arguments: ["--man"]).mode == .manual)
    #expect(try CommandLineOptions(arguments: []).mode == .shell)
    let demo = try CommandLineOptions(arguments: ["--script", "demo.mvvm", "--echo", "--step"])
    #expect(demo.echoesLines && demo.stepsThroughLines)
  }

  @Test func everyDeclaredOptionIsParsed() throws {
    let values = ["FILE": "x.mvvm", "real|virtual": "virtual", "auto|always|never": "never"]
    for option in CommandLineOptions.all {
      for spelling in [option.name] + option.aliases {
        let value = option.value.map { values[$0] ?? "x" }
        do {
          _ = try CommandLineOptions(arguments: [spelling] + (value.map { [$0] } ?? []))
        } catch {
          Issue.record("\(spelling): \(error)")
        }
      }
    }
    #expect(throws: ParseError("unknown option '--mna'; did you mean '--man'?")) {
      try CommandLineOptions(arguments: ["--mna"])
    }
  }

  @Test func badUsageNamesTheNearestOption() {
    #expect(throws: ParseError("unknown option '--scrpt'; did you mean '--script'?")) {
      try CommandLineOptions(arguments: ["--scrpt", "x"])
    }
    #expect(throws: ParseError("--clock takes real or virtual, not fake")) {
      try CommandLineOptions(arguments: ["--clock", "fake"])
    }
    #expect(throws: ParseError("--script needs a value")) {
      try CommandLineOptions(arguments: ["--script"])
    }
    #expect(
      throws: ParseError("unexpected argument demo.mvvm; to run a script, use --script demo.mvvm")
    ) {
      try CommandLineOptions(arguments: ["demo.mvvm"])
    }
  }

  @Test func badUsageExitsWith64() {
    #expect(WorkbenchMain.run(arguments: ["--bogus"], builtIns: []) == 64)
  }

  @Test func colourFollowsTheTerminalAndTheEnvironment() {
    #expect(ColorMode.auto.usesColor(isTerminal: true, environment: [:]))
    #expect(!ColorMode.auto.usesColor(isTerminal: false, environment: [:]))
    #expect(!ColorMode.auto.usesColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(ColorMode.auto.usesColor(isTerminal: true, environment: ["NO_COLOR": ""]))
    #expect(!ColorMode.auto.usesColor(isTerminal: true, environment: ["TERM": "dumb"]))
    #expect(ColorMode.always.usesColor(isTerminal: false, environment: ["NO_COLOR": "1"]))
    #expect(!ColorMode.never.usesColor(isTerminal: true, environment: [:]))
  }

  @Test func theBannerNamesTheAppsHelpAndTheToursAsTheWayIn() {
    let banner = WorkbenchMain.banner(
      apps: [AppDefinition(name: "flickr", summary: "") { _ in EmptyViewModel() }], width: 100)
    #expect(
      banner.split(separator: "\n") == [
        "MVVM Workbench \(WorkbenchMain.version): a shell for live view-models.",
        "New here? Type `tour` for a guided lesson: the best way in.",
        "Apps: flickr. Type `open APP` to start, `help` for the commands, `quit` to leave.",
      ])
  }
}
