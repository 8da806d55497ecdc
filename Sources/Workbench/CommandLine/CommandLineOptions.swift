import Inspection

/// The options of the `mvvm` executable, validated before anything runs.
public struct CommandLineOptions: Equatable, Sendable {
  /// What the process should do.
  public enum Mode: Equatable, Sendable {
    /// Run the shell (interactive, or a script on standard input).
    case shell
    /// Run the script in a file.
    case script(path: String)
    /// Print usage and exit.
    case help
    /// Print the version and exit.
    case version
    /// Print the manual page (roff) and exit.
    case manual
  }

  /// What to do.
  public var mode: Mode = .shell
  /// `--keep-going`: run every line of a script even after a failure.
  public var keepsGoing = false
  /// `--clock real|virtual`: the clock the session starts on.
  public var clock: SessionClock.Mode = .real
  /// `--color=auto|always|never`.
  public var color: ColorMode = .auto
  /// `--no-history`: do not read or write the history file.
  public var usesHistory = true
  /// `--plugin PATH`, repeatable: plugin libraries or directories to load besides the
  /// standard places.
  public var pluginPaths: [String] = []
  /// `--no-plugins`: load no plugin at all.
  public var loadsPlugins = true
  /// `--echo`: print each script line after the prompt, as if typed, before its output.
  public var echoesLines = false
  /// `--step`: show each script line to come and wait for Enter before running it.
  public var stepsThroughLines = false

  /// Every option `mvvm` understands, in the order `--help` and the manual list them.
  public static let all: [CommandLineOption] = [
    CommandLineOption(
      "--script", value: "FILE",
      summary: "Runs the commands in FILE, one a line, then exits; a failed command or expect "
        + "stops the script."),
    CommandLineOption(
      "--keep-going", summary: "With --script, runs every line even after one has failed."),
    CommandLineOption(
      "--clock", value: "real|virtual",
      summary: "Starts the session on the real clock (the default) or on the virtual one, "
        + "which moves only with advance."),
    CommandLineOption(
      "--color", aliases: ["--colour"], value: "auto|always|never",
      summary: "Colours the output on a terminal (auto, the default), always, or never; "
        + "also written --color=WHEN."),
    CommandLineOption("--no-history", summary: "Neither reads nor writes the history file."),
    CommandLineOption(
      "--plugin", value: "PATH",
      summary: "Loads the plugin library PATH, or every library in the directory PATH, "
        + "besides the standard places; may be repeated."),
    CommandLineOption("--no-plugins", summary: "Loads no plugin at all."),
    CommandLineOption(
      "--echo",
      summary: "With --script, prints each line after the prompt, as if typed, before its "
        + "output."),
    CommandLineOption("--step", summary: "With --script, waits for Enter before each line."),
    CommandLineOption("--help", aliases: ["-h"], summary: "Prints this help and exits."),
    CommandLineOption("--version", summary: "Prints the version and exits."),
    CommandLineOption(
      "--man",
      summary: "Prints the manual page in roff and exits: mvvm --man > mvvm.1, then man "
        + "./mvvm.1."),
  ]

  /// The options every `mvvm` understands, for suggestions.
  static var knownOptions: [String] { all.map(\.name) }

  /// How `mvvm` is started, one form a line: the start of `--help`, and the manual's
  /// synopsis.
  public static let synopsis = """
    usage: mvvm [--clock real|virtual] [--color=auto|always|never] [--no-history]
                [--plugin PATH]... [--no-plugins]
           mvvm --script FILE [--keep-going] [--echo] [--step]
                [--clock real|virtual] [--color=...]
           mvvm --help | --version | --man
    """

  /// What `mvvm` does, after the synopsis in `--help` and in the manual's description; a
  /// paragraph is one line, wrapped to the terminal when printed.
  public static let description = """
    Without --script, mvvm is an interactive shell on a terminal, or runs the commands \
    on standard input when it is not one. Scripts exit 0 when every command succeeded \
    and every expect held, 1 otherwise (naming the line), 64 for a bad command line.
    For a demo, --echo shows each line after the prompt before its output, and --step \
    shows each line to come and waits for Enter before running it (q and Enter stops); \
    pause lines wait for Enter when standard input is a terminal.
    Plugins load from ~/.local/share/mvvm/plugins, MVVM_PLUGIN_PATH and each --plugin.
    Colour is used on a terminal unless NO_COLOR is set or TERM=dumb.
    Inside the shell, type help.
    """

  /// The usage text for errors: the synopsis and the description.
  public static let usage = synopsis + "\n\n" + description

  /// Defaults: an interactive shell on the real clock.
  public init() {}

  /// Parses `arguments` (without the program name). Throws `ParseError` naming the
  /// problem and the nearest valid option.
  public init(arguments: [String]) throws {
    var rest = arguments[...]
    func value(of option: String, inline: String?) throws -> String {
      if let inline { return inline }
      guard let next = rest.popFirst() else { throw ParseError("\(option) needs a value") }
      return next
    }
    while let argument = rest.popFirst() {
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let option = parts[0]
      let inline = parts.count == 2 ? parts[1] : nil
      switch option {
      case "--script":
        mode = .script(path: try value(of: option, inline: inline))
      case "--keep-going":
        keepsGoing = true
      case "--clock":
        let word = try value(of: option, inline: inline)
        guard let mode = SessionClock.Mode(rawValue: word) else {
          throw ParseError("--clock takes real or virtual, not \(word)")
        }
        clock = mode
      case "--color", "--colour":
        let word = try value(of: option, inline: inline)
        guard let mode = ColorMode(rawValue: word) else {
          throw ParseError("--color takes auto, always or never, not \(word)")
        }
        color = mode
      case "--no-history":
        usesHistory = false
      case "--plugin":
        pluginPaths.append(try value(of: option, inline: inline))
      case "--no-plugins":
        loadsPlugins = false
      case "--echo":
        echoesLines = true
      case "--step":
        stepsThroughLines = true
      case "--help", "-h":
        mode = .help
      case "--version":
        mode = .version
      case "--man":
        mode = .manual
      default:
        let hint = DidYouMean.hint(for: option, in: Self.knownOptions)
        if option.hasPrefix("-") {
          throw ParseError("unknown option '\(option)'\(hint)")
        }
        throw ParseError("unexpected argument \(option); to run a script, use --script \(option)")
      }
    }
  }
}
