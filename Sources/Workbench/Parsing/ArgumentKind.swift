/// What one argument of a shell command is: it decides how a word is read, how `help`
/// describes it and what Tab offers for it.
public enum ArgumentKind: Sendable {
  /// A PATH (`help paths`) that must lead to `role`.
  case path(PathRole)
  /// A path that is being watched, as `watches` lists it.
  case watchedPath
  /// A VALUE literal: `"quoted text"`, bare words, a number, `true`, `false`, `nil`.
  case value
  /// An OP of `expect`: `==`, `!=`, `<`, `<=`, `>`, `>=`, `~`.
  case comparison
  /// A DURATION: `1.5s`, `200ms`.
  case duration
  /// The name of an app, as `apps` lists them.
  case app
  /// The name of a service, as `backends` lists them.
  case service
  /// The name of a backend of the service named by the argument before it.
  case backend
  /// A `key=value` option of the backend named by the arguments before it.
  case backendOption
  /// A command's name (help topics are the argument's own words).
  case topic
  /// A tour, as `tour` lists them, or the path of a tour file.
  case tour
  /// The path of a file, relative to the directory the shell was started in.
  case file
  /// One of a fixed set of words, such as `on|off`.
  case choice([String])
  /// A number of columns, from 20 to 1000.
  case columns
  /// A line of the sandbox's language (`let`, `bind`, `unbind`), read by the sandbox.
  case sandbox
  /// A moment of the session's past for time travel: a line, `#EVENT`, `+TIME`, `present`.
  case moment
  /// The number of a line the session ran, as `history` lists it.
  case line

  /// What `help` says about an argument of this kind when its declaration says nothing.
  var summary: String {
    switch self {
    case .path(.any): return "a path: searchText, searchResults[0…2].title, APP/searchText"
    case .path(.settable): return "a settable property, or a range of rows (help paths)"
    case .path(.action): return "a view-model's action, such as executeSearch"
    case .path(.viewModel): return "a view-model, such as a row: searchResults[0]"
    case .watchedPath: return "a watched path, as watches lists them"
    case .value: return "\"quoted text\", bare words, a number, true, false or nil"
    case .comparison: return "==, !=, <, <=, >, >= or ~ (contains)"
    case .duration: return "a duration such as 1.5s, 200ms or 2m"
    case .app: return "an app, as apps lists them"
    case .service: return "a service, as backends lists them"
    case .backend: return "a backend of that service"
    case .backendOption: return "a backend option, such as latency=2s or fail-rate=0.5"
    case .topic: return "a command, or a topic: paths"
    case .tour: return "a tour, as tour lists them, or a tour file's path (./my-lesson.mvvm)"
    case .file: return "a file's path, such as graph.dot"
    case .choice(let words): return words.joined(separator: " or ")
    case .columns: return "a number of columns, from 20 to 1000"
    case .sandbox: return "a line of the sandbox's language (help let)"
    case .moment: return Moment.summary
    case .line: return "a line's number, as history lists it"
    }
  }

  /// Whether a word may be this argument: a choice or an operator only when it is one of
  /// its words, anything else always (the word is checked when read).
  func admits(_ token: Token) -> Bool {
    switch self {
    case .choice(let words): return !token.isQuoted && words.contains(token.text)
    case .comparison: return !token.isQuoted && ComparisonOperator(rawValue: token.text) != nil
    default: return true
    }
  }
}
