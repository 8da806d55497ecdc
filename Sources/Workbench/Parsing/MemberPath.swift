/// A PATH into the focused view-model: `searchText`, `executeSearch.isEnabled`,
/// `searchResults.count`, `searchResults[3].favorites`.
public struct MemberPath: Equatable, Sendable, CustomStringConvertible {
  /// One step of a path.
  public enum Segment: Equatable, Sendable {
    /// A member name: a property, a command, `count`, `isEnabled`, `isExecuting`.
    case member(String)
    /// An item of a list.
    case index(Int)
  }

  /// The steps, in order.
  public let segments: [Segment]

  /// A path of `segments`.
  public init(segments: [Segment]) {
    self.segments = segments
  }

  /// Parses `text`; throws `ParseError` naming what is wrong.
  public init(parsing text: String) throws {
    var segments: [Segment] = []
    var rest = Substring(text)
    guard !text.isEmpty else {
      throw ParseError("expected a path such as searchText or searchResults[0].title")
    }
    while !rest.isEmpty {
      if rest.first == "[" {
        guard let close = rest.firstIndex(of: "]") else {
          throw ParseError("\(text): missing ] after the index")
        }
        let digits = rest[rest.index(after: rest.startIndex)..<close]
        guard let index = Int(digits), index >= 0 else {
          throw ParseError("\(text): an index is a whole number from 0, as in searchResults[0]")
        }
        segments.append(.index(index))
        rest = rest[rest.index(after: close)...]
        if rest.first == "." {
          rest = rest.dropFirst()
          guard !rest.isEmpty else { throw ParseError("\(text): a name must follow the dot") }
        }
      } else {
        let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
        let name = rest[..<end]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
          throw ParseError("\(text): \"\(name)\" is not a member name")
        }
        segments.append(.member(String(name)))
        rest = rest[end...]
        if rest.first == "." {
          rest = rest.dropFirst()
          guard !rest.isEmpty else { throw ParseError("\(text): a name must follow the dot") }
        }
      }
    }
    self.segments = segments
  }

  /// The path as typed: `searchResults[3].favorites`.
  public var description: String {
    var text = ""
    for segment in segments {
      switch segment {
      case .member(let name): text += text.isEmpty ? name : ".\(name)"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  /// This path followed by `segment`.
  public func appending(_ segment: Segment) -> MemberPath {
    MemberPath(segments: segments + [segment])
  }
}
