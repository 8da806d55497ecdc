import Foundation

/// Finds the session samples of a Markdown page: every fenced block with a prompt line in
/// it, with the `<!-- sample KEY: VALUE -->` comments directly above it. A comment that is
/// not understood, or that is not followed by a session, is reported as a problem of a
/// sample rather than ignored, so a typo cannot switch a check off.
enum SessionSampleReader {
  /// The keys a sample comment may have.
  static let keys = ["setup", "width", "skip"]

  /// The samples of `text`, the page at `page`.
  static func samples(in text: String, page: String) -> [SessionSample] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var samples: [SessionSample] = []
    var comments: [(line: Int, text: String)] = []
    var index = 0
    while index < lines.count {
      let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
      if let comment = sampleComment(trimmed) {
        comments.append((index + 1, comment))
        index += 1
        continue
      }
      if let fence = MarkdownFence(opening: lines[index]) {
        let body = fence.body(of: lines, after: index)
        if var sample = session(body.lines, page: page, fenceLine: index + 1) {
          apply(comments, to: &sample)
          samples.append(sample)
        } else if let first = comments.first {
          samples.append(misplaced(first.line, page: page))
        }
        comments = []
        index = body.end + 1
        continue
      }
      if let first = comments.first { samples.append(misplaced(first.line, page: page)) }
      comments = []
      index += 1
    }
    if let first = comments.first { samples.append(misplaced(first.line, page: page)) }
    return samples
  }

  /// The part of `line` between `<!-- sample ` and `-->`, when it is a sample comment.
  private static func sampleComment(_ line: String) -> String? {
    guard line.hasPrefix("<!-- sample"), line.hasSuffix("-->") else { return nil }
    return String(line.dropFirst("<!-- sample".count).dropLast("-->".count))
      .trimmingCharacters(in: .whitespaces)
  }

  /// A sample made of the fence's `lines` when its first line is a prompt, or one that
  /// says what is wrong when a later line is; nil when no line is a prompt.
  private static func session(_ lines: [(number: Int, text: String)], page: String, fenceLine: Int)
    -> SessionSample?
  {
    guard lines.contains(where: { SamplePrompt(line: $0.text) != nil }) else { return nil }
    var sample = SessionSample(page: page, line: fenceLine)
    for (number, text) in lines {
      if let prompt = SamplePrompt(line: text) {
        sample.steps.append(.init(prompt: prompt.name, command: prompt.command, line: number))
      } else if sample.steps.isEmpty {
        sample.problems.append(
          "\(page):\(number): a session sample starts with a prompt; this line is not one")
        return sample
      } else {
        sample.steps[sample.steps.count - 1].expected.append(text)
      }
    }
    while let last = sample.steps.last, last.expected.last?.isEmpty == true {
      sample.steps[sample.steps.count - 1].expected.removeLast()
    }
    return sample
  }

  private static func apply(_ comments: [(line: Int, text: String)], to sample: inout SessionSample)
  {
    for (line, text) in comments {
      let parts = text.split(separator: ":", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let key = parts[0]
      let value = parts.count > 1 ? parts[1] : ""
      switch key {
      case "setup":
        sample.setup += value.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      case "width":
        if let width = Int(value), (20...200).contains(width) {
          sample.width = width
        } else {
          sample.problems.append("\(sample.page):\(line): width must be a number of columns")
        }
      case "skip" where !value.isEmpty:
        sample.skipReason = value
      case "skip":
        sample.problems.append("\(sample.page):\(line): skip needs a reason")
      default:
        sample.problems.append(
          "\(sample.page):\(line): unknown sample key '\(key)' (keys: \(keys.joined(separator: ", ")))"
        )
      }
    }
  }

  private static func misplaced(_ line: Int, page: String) -> SessionSample {
    var sample = SessionSample(page: page, line: line)
    sample.problems.append(
      "\(page):\(line): a sample comment must be directly above a fenced session")
    return sample
  }
}
