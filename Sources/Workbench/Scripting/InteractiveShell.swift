import LineEditor

/// The read-eval-print loop on a terminal: prompt, history (secret option values masked,
/// see `HistorySecrets`), completion, and live output that appears above the line being
/// typed.
public final class InteractiveShell {
  private let interpreter: CommandInterpreter
  private let reader: any LineReader

  /// A loop reading from `reader`.
  public init(interpreter: CommandInterpreter, reader: any LineReader) {
    self.interpreter = interpreter
    self.reader = reader
  }

  /// Prints `banner`, then reads and runs commands until `quit` or end of input.
  /// Failures are printed and the session goes on.
  public func run(banner: String) {
    let interpreter = interpreter
    let reader = reader
    let secrets = HistorySecrets { [backends = interpreter.session.backends] in
      backends.secretMasking
    }
    reader.completer = { interpreter.completions(for: $0) }
    interpreter.session.perform {
      interpreter.session.onPromptChange = { reader.updatePrompt($0) }
    }
    interpreter.session.console.result(banner)
    loop: while true {
      let prompt = interpreter.session.perform { interpreter.session.prompt }
      switch reader.readLine(prompt: prompt) {
      case .line(let typed):
        reader.addHistory(secrets.historyEntry(for: typed))
        let line: String
        switch secrets.lineToRun(typed) {
        case .success(let withSecrets): line = withSecrets
        case .failure(let notKept):
          interpreter.session.console.error(notKept.message)
          continue
        }
        switch interpreter.execute(line) {
        case .succeeded: continue
        case .quit: break loop
        case .failed(let message): interpreter.session.console.error(message)
        }
      case .interrupted: continue
      case .endOfInput: break loop
      }
    }
    interpreter.session.perform { interpreter.session.onPromptChange = nil }
    reader.close()
  }
}
