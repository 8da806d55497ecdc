/// Finds the valid name closest to a mistyped one, for "did you mean …?" messages.
public enum NameSuggestion {
  /// The candidate nearest to `name` (case-insensitive edit distance), or nil when none
  /// is close: within a third of the name's length (at least 2 edits), or a candidate
  /// that starts with `name`. Ties go to the earlier candidate.
  public static func nearest(to name: String, in candidates: [String]) -> String? {
    let typed = name.lowercased()
    guard !typed.isEmpty else { return nil }
    let allowed = max(2, typed.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let lowered = candidate.lowercased()
      let distance = lowered.hasPrefix(typed) ? 1 : editDistance(typed, lowered)
      guard distance <= allowed || lowered.hasPrefix(typed) else { continue }
      if best == nil || distance < best!.distance {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Levenshtein distance: the fewest insertions, deletions and substitutions that
  /// turn `source` into `target`.
  public static func editDistance(_ source: String, _ target: String) -> Int {
    let a = Array(source)
    let b = Array(target)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
