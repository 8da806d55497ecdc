import Inspection

/// Folds a run of changes to the same member of a list's items into one trace line.
///
/// A timer that ticks every row of a list (each tweet's `ageInSeconds`, every second)
/// would otherwise print a line per row per tick. Consecutive changes to
/// `LIST[i].MEMBER` for different `i` become `LIST[0…19].MEMBER = 61, 64, … (20 items)`;
/// anything else ends the run first, so lines keep the order the changes happened in.
struct TraceCoalescer {
  /// How many values (and scattered indices) a folded line shows before "…".
  static let shownLimit = 5

  private struct ItemChange {
    let list: String
    let index: Int
    let member: String
    let value: String
  }

  private var run: [ItemChange] = []

  /// Whether changes are held, waiting for `flush()` or a line that ends their run.
  var isHolding: Bool { !run.isEmpty }

  /// Records that `name` changed to the text `value`; returns the lines now ready.
  mutating func change(_ name: String, to value: String) -> [String] {
    guard let (list, index, member) = Self.itemMember(name) else {
      return flush() + ["\(name) = \(value)"]
    }
    let change = ItemChange(list: list, index: index, member: member, value: value)
    if let first = run.first,
      first.list != list || first.member != member || run.contains(where: { $0.index == index })
    {
      let ready = flush()
      run = [change]
      return ready
    }
    run.append(change)
    return []
  }

  /// Records a line that is not a member change (a command event); returns the lines
  /// now ready, the held run first.
  mutating func line(_ text: String) -> [String] {
    flush() + [text]
  }

  /// Ends the held run; returns its line, if any.
  mutating func flush() -> [String] {
    guard let first = run.first else { return [] }
    defer { run = [] }
    if run.count == 1 {
      return ["\(first.list)[\(first.index)].\(first.member) = \(first.value)"]
    }
    let values = Self.shortened(run.map(\.value), total: run.count, showingTotal: true)
    return ["\(first.list)[\(Self.indexText(run.map(\.index)))].\(first.member) = \(values)"]
  }

  /// Splits `list[index].member` at its last item index; nil for any other name.
  private static func itemMember(_ name: String) -> (String, Int, String)? {
    guard let close = name.range(of: "].", options: .backwards),
      let open = name[..<close.lowerBound].lastIndex(of: "["),
      let index = Int(name[name.index(after: open)..<close.lowerBound]),
      open > name.startIndex
    else { return nil }
    return (String(name[..<open]), index, String(name[close.upperBound...]))
  }

  /// `0…19` for a contiguous rising run of indices, else the first few, listed.
  private static func indexText(_ indices: [Int]) -> String {
    let isContiguous = zip(indices, indices.dropFirst()).allSatisfy { $1 == $0 + 1 }
    if isContiguous, let first = indices.first, let last = indices.last {
      return MemberPath.rangeText(first...last)
    }
    return shortened(indices.map(String.init), total: indices.count, showingTotal: false)
  }

  private static func shortened(_ texts: [String], total: Int, showingTotal: Bool) -> String {
    guard texts.count > shownLimit else { return texts.joined(separator: ", ") }
    let shown = texts.prefix(shownLimit).joined(separator: ", ")
    return showingTotal ? "\(shown), … (\(total) items)" : "\(shown), …"
  }
}
