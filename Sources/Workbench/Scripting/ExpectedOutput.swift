/// The output a script expects of a command, written under it as lines starting with
/// `|` (`| text`, or `|` alone for an empty line), as a doctest shows output: the
/// command's result lines must be exactly these, trailing spaces aside. A timeline or a
/// graph in a lesson is checked whole this way.
struct ExpectedOutput {
  /// The line number of the first `|` line.
  let firstLine: Int
  /// The lines expected, without their `| `.
  private(set) var lines: [String] = []

  /// Whether `line` is one of these lines.
  static func isCheck(_ line: String) -> Bool {
    line.drop { $0 == " " || $0 == "\t" }.first == "|"
  }

  /// Expected output starting at line `firstLine`.
  init(firstLine: Int) {
    self.firstLine = firstLine
  }

  /// Adds the `|` line `line`.
  mutating func append(_ line: String) {
    var text = line.drop { $0 == " " || $0 == "\t" }.dropFirst()
    if text.first == " " { text = text.dropFirst() }
    lines.append(String(text))
  }

  /// Nil when `printed` is what is expected, else lines saying what differs, then what
  /// was printed as `|` lines to copy into the script.
  func mismatch(with printed: [String]) -> [String]? {
    let expected = lines.map(Self.trimmed)
    let actual = printed.map(Self.trimmed)
    guard expected != actual else { return nil }
    let index = zip(expected, actual).prefix { $0 == $1 }.count
    let first =
      index < expected.count && index < actual.count
      ? "line \(index + 1) expected \"\(expected[index])\", printed \"\(actual[index])\""
      : "expected \(expected.count) lines, printed \(actual.count)"
    let shown = actual.isEmpty ? ["(nothing)"] : actual.map { $0.isEmpty ? "|" : "| " + $0 }
    return ["the output differs from the | lines: \(first); printed:"] + shown
  }

  private static func trimmed(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line = line.dropLast() }
    return String(line)
  }
}
