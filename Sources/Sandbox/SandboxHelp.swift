import Foundation

/// The text of `help let`: what the sandbox's language is, how it differs from Swift, and
/// its operators (from `OperatorTable`, so the list cannot fall behind it).
public enum SandboxHelp {
  /// The whole text.
  public static var text: String {
    (introduction + differences + operators + closures).joined(separator: "\n")
  }

  /// Every operator's name, for completion.
  public static var operatorNames: [String] {
    OperatorTable.names
  }

  private static let introduction = [
    "let NAME = VALUE",
    "Defines a sandbox value: a settable property, or a pipeline of ReactiveCore's",
    "own operators over the open app's members and the sandbox's values. It runs at",
    "once, and get, set, watch, why, timeline and graph work on it as on a member.",
    "  let name = \"\"                               a MutableProperty<String>",
    "  let greeting = name.map { \"Hello, \" + $0 }  a Property<String>",
    "  let query = searchText.filter { $0.count > 3 }.throttle(1s)",
    "  let results = query.flatMap(.latest) { service.search($0) }",
    "  bind searchText <~ name                     the app's member follows name",
    "  unbind searchText                           ends that binding",
  ]

  private static let differences = [
    "It is Swift, with these differences:",
    "- durations are written 500ms, 1s, 1.5s, and there is no scheduler argument:",
    "  throttle, debounce and delay run on the session's clock;",
    "- a property under a stream operator (filter, throttle, debounce, delay,",
    "  merge, scan, flatMap) is read as its producer: its current value, then every",
    "  change;",
    "- let NAME = CONSTANT makes a settable MutableProperty (let n: Int? = nil);",
    "- a stream you name runs once, from when you define it, and what you build on",
    "  it shares that run (a Signal): get NAME reads its latest value, nil before",
    "  the first;",
    "- let NAME again replaces the value, disposing the old pipeline, and rebuilds",
    "  what is built on it;",
    "- a closure is one expression over $0, $1 (or over names: { a, b in a + b });",
    "- an integer overflow or a division by zero in a closure is reported and",
    "  gives 0.",
  ]

  /// The widest line of the text, which the shell lays out as it is.
  static let width = 78

  private static var operators: [String] {
    var lines = ["Operators (* on properties it makes a property, else a stream):"]
    let column = 32
    for name in OperatorTable.names {
      let forms = OperatorTable.forms(named: name)
      let mark = forms.contains(where: \.isPropertyForm) ? "*" : " "
      var line = "  \(mark) .\(example(of: name))"
      if line.count + 2 > column {
        lines.append(line)
        line = ""
      }
      line += String(repeating: " ", count: column - line.count)
      for word in forms[0].declaration.signature.summary.split(separator: " ") {
        if line.count + word.count + 1 > width, !line.trimmingCharacters(in: .whitespaces).isEmpty {
          lines.append(line)
          line = String(repeating: " ", count: column)
        }
        line += (line.last == " " ? "" : " ") + word
      }
      lines.append(line)
    }
    return lines
  }

  private static func example(of name: String) -> String {
    OperatorTable.forms(named: name)[0].declaration.signature.example
  }

  private static let closures = [
    "Closures may use: literals, + - * / %, == != < > <= >=, && || !, ?:, ??,",
    "  \"\\(…)\", .count .isEmpty .first .last .uppercased() .lowercased()",
    "  .hasPrefix(_) .hasSuffix(_) .contains(_), tuple elements .0 .1, fields of",
    "  the apps' values ($0.author.name), Int(…), Double(…), String(…).",
  ]
}
