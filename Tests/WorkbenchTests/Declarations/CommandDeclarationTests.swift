import Foundation
import Inspection
import Testing

@testable import Workbench

/// Parsing, `help` and Tab completion all come from each command's one declaration.
@Suite struct CommandDeclarationTests {
  /// Every command's name, in catalog order.
  static let commandNames: [String] = CommandCatalog.all.map { $0.name }

  /// A shell with the sample app searched: a pushed screen, rows, a watch.
  func searched() -> ShellHarness {
    let shell = ShellHarness()
    shell.runAll(["open sample", "set searchText sunset", "run executeSearch", "wait"])
    shell.runAll(["watch title"])
    return shell
  }

  /// A word of `kind` that parses, for building a line from a declaration.
  func example(of kind: ArgumentKind) -> String {
    switch kind {
    case .path(.action): return "sample/executeSearch"
    case .path(.viewModel): return "searchResults[0]"
    case .path: return "searchResults[0…1].isVisible"
    case .watchedPath: return "title"
    case .value: return "true"
    case .comparison: return "=="
    case .duration: return "1s"
    case .app: return "sample"
    case .service: return "flickr"
    case .backend: return "fixture"
    case .backendOption: return "latency=1s"
    case .topic: return "set"
    case .tour: return "bindings"
    case .file: return "/dev/null"
    case .choice(let words): return words[0]
    case .columns: return "60"
    case .sandbox: return "x = 1"
    case .moment: return "1"
    case .line: return "1"
    }
  }

  /// The message of the error parsing `words` as `command` throws, or nil when it parses.
  func parseFailure(_ command: any ShellCommand.Type, _ words: [String]) -> String? {
    do {
      _ = try command.init(arguments: words.map { Token($0) })
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// Every argument and option of `command`, given once, as a line.
  func fullLine(_ command: any ShellCommand.Type) -> [String] {
    let signature = command.signature
    return signature.arguments.map { example(of: $0.kind) }
      + signature.flags.flatMap { [$0.name] + ($0.value.map { [example(of: $0)] } ?? []) }
  }

  @Test(arguments: commandNames)
  func helpShowsTheDeclaredSynopsisAndEveryArgument(_ name: String) throws {
    let shell = ShellHarness()
    let command = try #require(CommandCatalog.command(named: name))
    #expect(shell.run("help").printed.contains { $0.contains(command.synopsis) })
    let help = shell.run("help \(name)").printed
    #expect(help.first?.hasPrefix(command.synopsis) == true)
    for argument in command.signature.arguments {
      #expect(help.contains { $0.hasPrefix("  \(argument.shown) ") }, "\(argument.shown)")
    }
    for flag in command.signature.flags {
      #expect(help.contains { $0.hasPrefix("  \(flag.name)") }, "\(flag.name)")
    }
  }

  @Test(arguments: commandNames)
  func theDeclaredLineParsesAndAMissingOrExtraWordIsAUsageError(_ name: String) throws {
    let command = try #require(CommandCatalog.command(named: name))
    let words = fullLine(command)
    #expect(parseFailure(command, words) == nil)
    let required = command.signature.arguments.filter(\.isRequired)
    if !required.isEmpty {
      #expect(
        parseFailure(command, []) == "missing \(required[0].shown); usage: \(command.synopsis)")
    }
    if !command.signature.arguments.contains(where: \.takesTheRest) {
      let failure = parseFailure(command, words + ["surplus"])
      #expect(failure?.hasSuffix("usage: \(command.synopsis)") == true)
    }
  }

  @Test(arguments: commandNames)
  func everyCompletionOfTheFirstArgumentParses(_ name: String) throws {
    let shell = searched()
    let command = try #require(CommandCatalog.command(named: name))
    let candidates = shell.interpreter.completions(for: "\(name) ")
    let rest = fullLine(command).dropFirst()
    var optionalWords: [String]?
    if let first = command.signature.arguments.first, first.arity == .optional,
      case .choice(let words) = first.kind
    {
      optionalWords = words
    }
    for candidate in candidates where !candidate.hasSuffix("/") && !candidate.hasPrefix("--") {
      // An optional word first (`why [not] PATH`): a candidate it does not take is the next
      // argument's.
      let fillsTheNext = optionalWords.map { !$0.contains(candidate) } ?? false
      let words =
        [candidate]
        + (command.signature.arguments.count > 1
          ? Array(fillsTheNext ? rest.dropFirst() : rest) : [])
      #expect(parseFailure(command, words) == nil, "\(name) \(candidate)")
    }
    #expect(
      command.signature.arguments.isEmpty
        == (candidates.isEmpty || candidates.allSatisfy { $0.hasPrefix("--") }))
  }

  @Test func tabOffersEveryRowOfALongListNotOnlyTheFirstTen() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open flickr", "set searchText sunset", "run executeSearch", "wait"])
    let rows = shell.interpreter.completions(for: "get searchResults[4").filter {
      $0.hasSuffix("]")
    }
    #expect(rows == ["searchResults[4]"] + (40...47).map { "searchResults[\($0)]" })
    #expect(
      shell.interpreter.completions(for: "get searchResults[47].ti") == ["searchResults[47].title"])
  }

  @Test func eachKindCompletesWhatItTakes() {
    let shell = searched()
    let complete = shell.interpreter.completions(for:)
    #expect(complete("get searchResults[1").contains("searchResults[1].isVisible"))
    #expect(complete("get searchResults[0…").contains("searchResults[0…2].isVisible"))
    #expect(complete("get searchResults[0...").contains("searchResults[0...2].isVisible"))
    #expect(complete("get searchResults[0..<").contains("searchResults[0..<3].isVisible"))
    #expect(complete("get ").contains("sample/"))
    #expect(complete("get sample/sea") == ["sample/searchText"])
    #expect(complete("set sample/").contains("sample/searchText"))
    #expect(!complete("set sample/").contains("sample/title"))
    #expect(complete("set searchResults[0].is") == ["searchResults[0].isVisible"])
    #expect(complete("set searchResults[0].isVisible ") == ["true", "false", "nil"])
    #expect(complete("cd ") == ["searchResults[0]", "searchResults[1]", "searchResults[2]"])
    shell.runAll(["cd searchResults[1]"])
    #expect(complete("cd ").first == "..")
    shell.runAll(["cd .."])
    #expect(complete("run sample/") == ["sample/executeSearch", "sample/rename"])
    #expect(complete("wait ").contains("--timeout"))
    #expect(complete("wait --timeout ") == ["200ms", "500ms", "1s", "2s"])
    #expect(complete("wait sample/executeSearch --") == ["--timeout"])
    #expect(complete("advance 5") == ["500ms"])
    #expect(
      complete("expect title ") == ["==", "!=", "<", "<=", ">", ">=", "~", "true", "false", "nil"])
    #expect(complete("expect title == ") == ["true", "false", "nil"])
    #expect(complete("clock ") == ["real", "virtual"])
    #expect(complete("trace o") == ["on", "off"])
    #expect(complete("graph ") == ["--dot", "--ascii", "--output"])
    #expect(complete("unwatch ") == ["all", "title"])
    #expect(complete("help pat") == ["paths"])
    #expect(complete("open e") == ["empty"])
    #expect(complete("backends tw") == ["twitter"])
    #expect(complete("use flickr fixture latency=1s fa").contains("fail="))
    #expect(complete("show ").isEmpty)
    #expect(complete("let x = searchText.deb") == ["searchText.debounce"])
    #expect(complete("bind sea") == ["searchResults"])
  }

  @Test func optionsParseInEitherSpelling() throws {
    let spaced = try WaitCommand.parse([Token("--timeout"), Token("500ms")])
    let joined = try WaitCommand.parse([Token("--timeout=500ms")])
    #expect(
      spaced.timeout == .milliseconds(500) && joined.timeout == .milliseconds(500)
        && spaced.path == nil)
    #expect(
      throws: ParseError(
        "unknown option --timout; did you mean '--timeout'?; usage: wait [ACTION] [--timeout DURATION]"
      )
    ) { _ = try WaitCommand.parse([Token("--timout"), Token("1s")]) }
    #expect(
      throws: ParseError("--timeout needs DURATION; usage: wait [ACTION] [--timeout DURATION]")
    ) { _ = try WaitCommand.parse([Token("--timeout")]) }
  }

  @Test func helpPathsExplainsEveryForm() {
    let shell = ShellHarness()
    let text = shell.run("help paths").printed.joined(separator: "\n")
    for form in [
      "searchResults[3].favorites", "searchResults.count", "executeSearch.isEnabled",
      "searchResults[0…9].isVisible", "0...9", "0..<10", "loggedInUser.firstName",
      "APP/searchText",
    ] {
      #expect(text.contains(form), "\(form)")
    }
  }
}
