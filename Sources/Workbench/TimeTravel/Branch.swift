/// The lines a branch left behind: when a line changed the session at a moment of its
/// past, the lines that had followed that moment (`branches` lists them).
public struct Branch: Sendable, Equatable {
  /// Its number, from 1, in the order branches were left.
  public let number: Int
  /// The line the session went back to (0: before the first line).
  public let leftAtLine: Int
  /// The lines that followed it on the branch left.
  public let lines: [LineRecord]
}
