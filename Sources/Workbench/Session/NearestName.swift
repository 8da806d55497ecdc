/// Suggests the valid name closest to a mistyped one, by edit distance.
enum NearestName {
  /// The candidate closest to `name`, when it is close enough to be a plausible typo.
  static func nearest(to name: String, in candidates: [String]) -> String? {
    let lowered = name.lowercased()
    let scored = candidates.map { ($0, distance(lowered, $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    let limit = max(2, name.count / 2)
    if best.1 <= limit { return best.0 }
    return candidates.first {
      $0.lowercased().hasPrefix(lowered) || lowered.hasPrefix($0.lowercased())
    }
  }

  /// " (did you mean NAME?)" or an empty string.
  static func hint(for name: String, in candidates: [String]) -> String {
    nearest(to: name, in: candidates).map { " (did you mean \($0)?)" } ?? ""
  }

  private static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return previous[b.count]
  }
}
