/// The shell's output: results, live events and errors, styled when colour is on.
public final class Console: Sendable {
  /// Where the lines go.
  public let sink: any OutputSink
  /// Whether styles are applied.
  public let usesColor: Bool

  /// A console writing to `sink`.
  public init(sink: any OutputSink, usesColor: Bool) {
    self.sink = sink
    self.usesColor = usesColor
  }

  /// Prints the result of a command.
  public func result(_ text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      sink.write(String(line), on: .result)
    }
  }

  /// Prints something that happened on its own, in `style`.
  public func live(_ text: String, style: TextStyle = .live) {
    sink.write(styled(text, style), on: .live)
  }

  /// Prints a problem.
  public func error(_ text: String) {
    sink.write(styled(text, .error), on: .error)
  }

  /// `text` in `style` when colour is on, else as is.
  public func styled(_ text: String, _ style: TextStyle) -> String {
    usesColor ? style.apply(to: text) : text
  }
}
