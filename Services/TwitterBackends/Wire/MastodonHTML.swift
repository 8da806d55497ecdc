/// Mastodon's HTML status content as plain text: paragraphs become blank-line breaks and
/// `<br>` a line break, every other tag is dropped (a link keeps its text), character
/// references are decoded (`&amp;`, `&#39;`, `&#x1F600;`) and an unknown one is kept as
/// written.
enum MastodonHTML {
  /// The named references decoded; others are left as written.
  static let namedReferences: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
    "hellip": "…", "mdash": "—", "ndash": "–", "rsquo": "’", "lsquo": "‘", "rdquo": "”",
    "ldquo": "“",
  ]

  /// `html` as plain text, trimmed.
  static func plainText(_ html: String) -> String {
    var text = ""
    var rest = Substring(html)
    while let next = rest.firstIndex(where: { $0 == "<" || $0 == "&" }) {
      text += rest[..<next]
      rest = rest[next...]
      if rest.first == "<" {
        guard let end = rest.firstIndex(of: ">") else { break }
        text += replacement(forTag: rest[rest.index(after: rest.startIndex)..<end], after: text)
        rest = rest[rest.index(after: end)...]
      } else {
        let (decoded, length) = reference(at: rest)
        text += decoded
        rest = rest.dropFirst(length)
      }
    }
    text += rest
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// What a tag (its text between `<` and `>`) becomes: a line break for `br`, a blank
  /// line before a paragraph that follows text, nothing otherwise.
  private static func replacement(forTag tag: Substring, after text: String) -> String {
    let name = tag.prefix { $0.isLetter || $0.isNumber }.lowercased()
    switch name {
    case "br": return "\n"
    case "p": return text.isEmpty || text.hasSuffix("\n") ? "" : "\n\n"
    default: return ""
    }
  }

  /// The character reference at the start of `text` (which starts with `&`), decoded,
  /// and how many characters it took; an `&` that starts none stays itself.
  private static func reference(at text: Substring) -> (String, Int) {
    let body = text.dropFirst().prefix(10)
    guard let semicolon = body.firstIndex(of: ";") else { return ("&", 1) }
    let name = body[..<semicolon]
    let length = name.count + 2
    if name.hasPrefix("#") {
      let digits = name.dropFirst()
      let value =
        digits.first == "x" || digits.first == "X"
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      guard let value, let scalar = Unicode.Scalar(value), value != 0 else { return ("&", 1) }
      return (String(Character(scalar)), length)
    }
    guard let decoded = namedReferences[String(name)] else { return ("&", 1) }
    return (decoded, length)
  }
}
