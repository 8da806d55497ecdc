/// Reads the members, rows and ranges of a path one at a time, for `MemberPath(parsing:)`.
struct PathSegmentReader {
  /// The whole path, for messages.
  let text: String
  /// What is left to read.
  var rest: Substring

  /// The next segment, or nil at the end. Throws `ParseError` naming what is wrong.
  mutating func next() throws -> MemberPath.Segment? {
    guard let first = rest.first else { return nil }
    let segment: MemberPath.Segment
    if first == "[" {
      guard let close = rest.firstIndex(of: "]") else {
        throw ParseError("\(text): missing ] after the index")
      }
      segment = try rows(String(rest[rest.index(after: rest.startIndex)..<close]))
      rest = rest[rest.index(after: close)...]
    } else {
      let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
      let name = rest[..<end]
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        throw ParseError("\(text): \"\(name)\" is not a member name")
      }
      segment = .member(String(name))
      rest = rest[end...]
    }
    if rest.first == "." {
      rest = rest.dropFirst()
      guard !rest.isEmpty else { throw ParseError("\(text): a name must follow the dot") }
    } else if let next = rest.first, next != "[" {
      throw ParseError("\(text): expected . or [ before \"\(rest)\"")
    }
    return segment
  }

  /// `3`, `0…9`, `0...9` or `0..<10`.
  private func rows(_ inside: String) throws -> MemberPath.Segment {
    for (separator, isHalfOpen) in [("..<", true), ("...", false), ("…", false)] {
      guard let split = inside.range(of: separator) else { continue }
      let low = try number(String(inside[..<split.lowerBound]))
      let high = try number(String(inside[split.upperBound...]))
      let last = isHalfOpen ? high - 1 : high
      guard last >= low else {
        throw ParseError(
          "\(text): the range [\(inside)] holds no rows; write it low to high, as in [0…9]")
      }
      return .range(low...last)
    }
    return .index(try number(inside))
  }

  private func number(_ digits: String) throws -> Int {
    guard let value = Int(digits), value >= 0, digits.allSatisfy(\.isNumber) else {
      throw ParseError(
        "\(text): an index is a whole number from 0, as in searchResults[0]")
    }
    return value
  }
}
