import Inspection
import Sandbox
import TerminalText

/// The sandbox's section of `show`: each value's name, current value and type (a
/// stream's latest value, nil before its first), then the bindings.
enum SandboxListing {
  /// The section, laid out to the console's width; nil when the sandbox is empty.
  static func render(_ sandbox: Sandbox, console: Console) -> String? {
    guard !sandbox.values.isEmpty || !sandbox.bindings.isEmpty else { return nil }
    var lines = [console.styled("sandbox", .name)]
    if !sandbox.values.isEmpty {
      let nameWidth = sandbox.values.map { DisplayWidth.columns(of: $0.name) }.max() ?? 0
      let valueWidth = max(8, console.width - nameWidth - 4)
      let rows = sandbox.values.map { value -> [String] in
        let current = value.currentValue.map {
          ValueFormatter.describe($0, shortenedTo: valueWidth)
        }
        let end = value.end.map { ", \($0)" } ?? ""
        return [value.name, current ?? "nil", "\(value.type)\(end)"]
      }
      lines += ColumnTable(rows: rows).render(width: console.width) { text, position in
        position.column == 2 ? console.styled(text, .dim) : text
      }
    }
    for binding in sandbox.bindings {
      lines.append("  " + binding.line.dropFirst("bind ".count))
    }
    return lines.joined(separator: "\n")
  }
}
