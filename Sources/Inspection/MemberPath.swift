/// A PATH: the one grammar for everything that names a value (`help paths` explains it).
///
///     searchText                    a member of the focused view-model
///     searchResults[3].favorites    a row of a list, then its member
///     searchResults.count           a list's size; ACTION.isEnabled, ACTION.isExecuting
///     searchResults[0…9].isVisible  a range of rows (also 0...9 and 0..<10)
///     loggedInUser.firstName        a field of a plain value
///     APP/searchText                the root of a screen on the stack, named as the prompt
///                                   names it (APP/Results/title also works)
///
/// Parsing and printing live here and nowhere else: `description` prints a path in the
/// form `init(parsing:)` reads, with a range always as `a…b`.
public struct MemberPath: Hashable, Sendable, CustomStringConvertible {
  /// One step of a path.
  public enum Segment: Hashable, Sendable {
    /// A member name: a property, an action, `count`, `isEnabled`, `isExecuting`, a field.
    case member(String)
    /// A row of a list.
    case index(Int)
    /// Rows of a list, both ends included.
    case range(ClosedRange<Int>)
  }

  /// The screen names before the first `/`, as the prompt spells them; empty for the focus.
  public let screens: [String]
  /// The steps, in order.
  public let segments: [Segment]

  /// A path of `segments` from the screen named by `screens` (the focus when empty).
  public init(screens: [String] = [], segments: [Segment]) {
    self.screens = screens
    self.segments = segments
  }

  /// Parses `text`; throws `ParseError` naming what is wrong.
  public init(parsing text: String) throws {
    guard !text.isEmpty else {
      throw ParseError("expected a path such as searchText or searchResults[0].title")
    }
    var parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if parts.count > 1, parts.allSatisfy({ $0 == ".." }) {
      throw ParseError(
        "\(text): cd .. goes up one level at a time; cd alone goes back to the screen's view-model"
      )
    }
    let members = parts.removeLast()
    for screen in parts {
      guard !screen.isEmpty, screen.allSatisfy(Self.isScreenCharacter) else {
        throw ParseError(
          "\(text): \"\(screen)\" is not a screen name; write a screen as the prompt does, as in APP/searchText"
        )
      }
    }
    guard !members.isEmpty else {
      throw ParseError("\(text): a member must follow the /, as in \(text)searchText")
    }
    var reader = PathSegmentReader(text: text, rest: Substring(members))
    var segments: [Segment] = []
    while let segment = try reader.next() { segments.append(segment) }
    if segments.filter({ if case .range = $0 { return true } else { return false } }).count > 1 {
      throw ParseError("\(text): a path may hold one range of rows")
    }
    self.screens = parts
    self.segments = segments
  }

  /// The path as typed, a range written `a…b`: `APP/searchResults[0…2].title`.
  public var description: String {
    var text = screens.map { "\($0)/" }.joined()
    var first = true
    for segment in segments {
      switch segment {
      case .member(let name): text += first ? name : ".\(name)"
      case .index(let index): text += "[\(index)]"
      case .range(let rows): text += "[\(Self.rangeText(rows))]"
      }
      first = false
    }
    return text
  }

  /// `0…9`: a range of rows as paths and folded output print it.
  public static func rangeText(_ rows: ClosedRange<Int>) -> String {
    "\(rows.lowerBound)…\(rows.upperBound)"
  }

  /// This path followed by `segment`.
  public func appending(_ segment: Segment) -> MemberPath {
    MemberPath(screens: screens, segments: segments + [segment])
  }

  /// The same members from the focus, without the screen names.
  public var withoutScreens: MemberPath { MemberPath(segments: segments) }

  /// The range of rows the path names, if it names several.
  public var rows: ClosedRange<Int>? {
    for case .range(let rows) in segments { return rows }
    return nil
  }

  /// One path per row of the range (the path itself when it has no range).
  public var expanded: [MemberPath] {
    guard
      let position = segments.firstIndex(where: { if case .range = $0 { true } else { false } }),
      case .range(let rows) = segments[position]
    else { return [self] }
    return rows.map { row in
      var segments = segments
      segments[position] = .index(row)
      return MemberPath(screens: screens, segments: segments)
    }
  }

  /// The segments before the range, naming the list it cuts.
  public var listBeforeRange: MemberPath? {
    guard let position = segments.firstIndex(where: { if case .range = $0 { true } else { false } })
    else { return nil }
    return MemberPath(screens: screens, segments: Array(segments[..<position]))
  }

  /// Whether `character` may be part of a screen name (an app's name or a view-model's).
  static func isScreenCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "-"
  }
}
