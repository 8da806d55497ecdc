/// What `help COMMAND` says about a command's arguments, from its declaration.
extension CommandSignature {
  /// One line per argument and option, its placeholder then what it is; nil when the
  /// command takes none.
  var argumentHelp: String? {
    let rows = argumentRows
    guard !rows.isEmpty else { return nil }
    let width = rows.map(\.name.count).max() ?? 0
    return rows.map { row in
      "  \(row.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(row.summary)"
    }.joined(separator: "\n")
  }

  /// Each argument and option, its placeholder and what it is: the rows of
  /// `argumentHelp`, and of the manual page's entry for the command.
  var argumentRows: [(name: String, summary: String)] {
    arguments.map { (name: $0.shown, summary: $0.summary) }
      + flags.map {
        (name: $0.value == nil ? $0.name : "\($0.name) \($0.placeholder)", summary: $0.summary)
      }
  }
}
