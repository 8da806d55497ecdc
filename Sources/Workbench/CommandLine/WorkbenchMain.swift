import Foundation
import Glibc
import LineEditor
import MVVMPluginKit
import Model
import TerminalText
import ViewModelKit

/// The `mvvm` program: parses the command line, takes the plugins (the built-in ones the
/// executable lists, then the libraries found), builds the session and runs the shell or
/// a script. The executable only lists its built-in plugins and calls `run`.
public enum WorkbenchMain {
  /// The program's version.
  public static let version = "0.1.0"

  /// Runs `mvvm` with `arguments` (without the program name) and returns the exit status.
  /// `builtIns` register before any plugin library, in this order.
  public static func run(
    arguments: [String],
    environment: [String: String] = ProcessEnvironment.variables(),
    builtIns: [BuiltInPlugin]
  ) -> Int32 {
    StandardDescriptors.reserveClosed()
    StandardDescriptors.ignoreBrokenPipes()
    let options: CommandLineOptions
    do {
      options = try CommandLineOptions(arguments: arguments)
    } catch {
      TerminalOutput.writeError("mvvm: \(error)\n\(usage)\n")
      return ExitCode.usage.rawValue
    }
    switch options.mode {
    case .help:
      print(help(width: TerminalWidth.current()))
      return ExitCode.success.rawValue
    case .manual:
      print(ManPage.roff(version: version), terminator: "")
      return ExitCode.success.rawValue
    case .version:
      print("mvvm \(version)")
      return ExitCode.success.rawValue
    case .script(let path):
      let data: [UInt8]
      do {
        data = try ScriptFile.contents(atPath: path)
      } catch {
        TerminalOutput.writeError("mvvm: cannot read script \(path): \(error)\n")
        return ExitCode.usage.rawValue
      }
      let reader = PlainLineReader(showsPrompt: false)
      let interpreter = makeInterpreter(
        options, environment, builtIns, reader, isScript: true)
      var presentation = ScriptRunner.Presentation()
      presentation.echoesLines = options.echoesLines
      presentation.waitsBeforeEachLine = options.stepsThroughLines
      if options.stepsThroughLines || isatty(STDIN_FILENO) == 1 {
        presentation.waitForEnter = { Swift.readLine() }
      }
      let runner = ScriptRunner(
        interpreter: interpreter, sourceName: PathText.lastComponent(of: path),
        keepsGoing: options.keepsGoing, presentation: presentation)
      var script = ScriptText.lines(of: data).makeIterator()
      let code = runner.run {
        MainQueue.drain()
        return script.next()
      }
      finish(interpreter, reader)
      return code.rawValue
    case .shell:
      let isTerminal = isatty(STDIN_FILENO) == 1
      if !isTerminal {
        let reader = MainQueueServingLineReader(PlainLineReader(showsPrompt: false))
        let interpreter = makeInterpreter(
          options, environment, builtIns, reader, isScript: true)
        let runner = ScriptRunner(
          interpreter: interpreter, sourceName: "<stdin>", keepsGoing: options.keepsGoing)
        let code = runner.run {
          if case .line(let line) = reader.readLine(prompt: "") { return line }
          return nil
        }
        finish(interpreter, reader)
        return code.rawValue
      }
      let history = options.usesHistory ? HistoryFile.standard(environment: environment)?.path : nil
      let reader = MainQueueServingLineReader(
        LibeditLineReader.make(historyFile: history) ?? PlainLineReader())
      let interpreter = makeInterpreter(
        options, environment, builtIns, reader, isScript: false)
      let banner = banner(apps: interpreter.session.apps, width: interpreter.session.console.width)
      InteractiveShell(interpreter: interpreter, reader: reader).run(banner: banner)
      interpreter.session.perform { interpreter.session.closeApp() }
      return ExitCode.success.rawValue
    }
  }

  /// The command line's usage, wrapped at words to the terminal's width.
  static var usage: String {
    TextFitting.wrappedLines(CommandLineOptions.usage, width: TerminalWidth.current())
      .joined(separator: "\n")
  }

  /// What `mvvm --help` prints, `width` columns wide: the usage, then every option with
  /// what it does, in the words of the manual page.
  public static func help(width: Int) -> String {
    let usage = TextFitting.wrappedLines(CommandLineOptions.usage, width: width)
    let options = ColumnTable(rows: CommandLineOptions.all.map { [$0.shown, $0.summary] })
      .render(width: width)
    return (usage + ["", "Options:"] + options).joined(separator: "\n")
  }

  /// The start-up banner: what this is, the tours as the way in for a newcomer, which
  /// apps exist, how to get help; wrapped to `width` columns at word boundaries.
  public static func banner(apps: [AppDefinition], width: Int = TerminalWidth.standard) -> String {
    let appList = apps.isEmpty ? "none installed" : apps.map(\.name).joined(separator: ", ")
    let text = """
      MVVM Workbench \(version): a shell for live view-models.
      New here? Type `tour` for a guided lesson: the best way in.
      Apps: \(appList). Type `open APP` to start, `help` for the commands, `quit` to leave.
      """
    return TextFitting.wrappedLines(text, width: width).joined(separator: "\n")
  }

  private static func makeInterpreter(
    _ options: CommandLineOptions, _ environment: [String: String], _ builtIns: [BuiltInPlugin],
    _ reader: any LineReader, isScript: Bool
  ) -> CommandInterpreter {
    let usesColor = options.color.usesColor(
      isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
    let console = Console(
      sink: LineReaderSink(reader: reader, errorsToStandardError: isScript), usesColor: usesColor,
      width: { TerminalWidth.current() })
    let plugins = PluginLoader(
      environment: environment, explicitPaths: options.pluginPaths,
      stateDirectory: HistoryFile.standard(environment: environment)?.directory,
      isEnabled: options.loadsPlugins
    ).load(builtIns: builtIns)
    let session = Session(
      console: console, plugins: plugins, clockMode: options.clock, variables: environment,
      takeInterrupt: { reader.takeInterrupt() })
    session.pictureStyle = PictureStyle.from(environment: environment)
    session.tourProgress = TourProgress.standard(environment: environment)
    for failure in plugins.report.failures {
      console.error("plugin \(failure.source) not loaded: \(failure.reason)")
    }
    for warning in plugins.report.warnings {
      console.error("plugins: \(warning)")
    }
    return CommandInterpreter(session: session)
  }

  private static func finish(_ interpreter: CommandInterpreter, _ reader: any LineReader) {
    interpreter.session.perform { interpreter.session.closeApp() }
    reader.close()
  }
}
