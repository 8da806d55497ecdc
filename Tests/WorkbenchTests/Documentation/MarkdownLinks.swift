import Foundation

/// The links and headings of a Markdown page, outside code: inline links
/// (`[text](target)`), reference definitions (`[name]: target`) and DocC's article links
/// (`<doc:Name>`), each with its line number.
struct MarkdownLinks {
  /// A link's target as written, and the line it is on (1-based).
  struct Link: Equatable {
    let target: String
    let line: Int
  }

  /// Every link of the page, in order.
  private(set) var links: [Link] = []
  /// The anchors the page's headings get on GitHub (`## Seeing why` → `seeing-why`).
  private(set) var anchors: Set<String> = []

  /// The links and headings of `text`.
  init(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index < lines.count {
      if let fence = MarkdownFence(opening: lines[index]) {
        index = fence.body(of: lines, after: index).end + 1
        continue
      }
      if lines[index].hasPrefix("#") {
        anchors.insert(Self.anchor(ofHeading: lines[index]))
      }
      let line = Self.withoutCodeSpans(lines[index])
      for match in line.matches(of: /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/) {
        links.append(Link(target: String(match.output.1), line: index + 1))
      }
      if let match = line.wholeMatch(of: /\s{0,3}\[[^\]]+\]:\s+(\S+).*/) {
        links.append(Link(target: String(match.output.1), line: index + 1))
      }
      for match in line.matches(of: /<(doc:[^>\s]+)>/) {
        links.append(Link(target: String(match.output.1), line: index + 1))
      }
      index += 1
    }
  }

  /// The anchor GitHub gives a heading line: its text in lower case, without
  /// punctuation other than `-` and `_`, spaces made hyphens.
  static func anchor(ofHeading line: String) -> String {
    let text = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
    let kept = text.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
    return kept.replacingOccurrences(of: " ", with: "-")
  }

  /// `line` with its code spans blanked out, so a link shown as code is not a link.
  private static func withoutCodeSpans(_ line: String) -> String {
    line.replacing(/`[^`]*`/) { match in String(repeating: " ", count: match.output.count) }
  }
}
