/// How a change to one row's member (`tweets[3].ageInSeconds`) folds with changes to
/// the same member of other rows: the key they share (`tweets[*].ageInSeconds`), the
/// row, and the subject naming a range of rows (`tweets[0…19].ageInSeconds`).
public struct RowFold {
  /// What changes to the same member of other rows share.
  public let key: String
  /// This change's row.
  public let row: Int
  private let prefix: Substring
  private let suffix: Substring

  /// The fold of `subject`, nil when it names no row's member (the last `[N]` followed
  /// by a member).
  public init?(_ subject: String) {
    guard let open = subject.lastIndex(of: "["),
      let close = subject[open...].firstIndex(of: "]"),
      let row = Int(subject[subject.index(after: open)..<close]),
      subject[close...].dropFirst().first == "."
    else { return nil }
    prefix = subject[..<open]
    suffix = subject[subject.index(after: close)...]
    self.row = row
    key = "\(prefix)[*]\(suffix)"
  }

  /// The subject for rows `low` through `high`.
  public func subject(low: Int, high: Int) -> String {
    low == high ? "\(prefix)[\(low)]\(suffix)" : "\(prefix)[\(low)…\(high)]\(suffix)"
  }
}
