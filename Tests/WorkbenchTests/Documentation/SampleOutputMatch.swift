/// Compares the lines a sample shows under a command with the lines the command printed:
/// line for line, trailing spaces aside, except that a line holding only `…` stands for
/// any number of printed lines (a sample may leave out what is beside its point).
enum SampleOutputMatch {
  /// The line a sample writes for "lines left out here".
  static let elision = "…"

  /// Nil when `printed` is what `shown` shows, else a sentence naming the first
  /// difference.
  static func difference(shown: [String], printed: [String]) -> String? {
    let shown = shown.map(trimmed)
    let printed = printed.map(trimmed)
    if matches(shown[...], printed[...]) { return nil }
    let same = zip(shown, printed).prefix { $0 == $1 && $0 != elision }.count
    if same < shown.count && same < printed.count {
      return
        "output line \(same + 1) shows \"\(shown[same])\", the shell printed \"\(printed[same])\""
    }
    return "the sample shows \(shown.count) output lines, the shell printed \(printed.count)"
  }

  private static func matches(_ shown: ArraySlice<String>, _ printed: ArraySlice<String>) -> Bool {
    guard let first = shown.first else { return printed.isEmpty }
    if first == elision {
      let rest = shown.dropFirst()
      return printed.indices.map { printed[$0...] }.contains { matches(rest, $0) }
        || matches(rest, printed[printed.endIndex...])
    }
    guard printed.first == first else { return false }
    return matches(shown.dropFirst(), printed.dropFirst())
  }

  private static func trimmed(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line = line.dropLast() }
    return String(line)
  }
}
