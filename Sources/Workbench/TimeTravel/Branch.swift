import Model

/// The lines a branch left behind: when a line changed the session at a moment of its
/// past, the lines that had followed that moment (`branches` lists them), with what a
/// return to it (`goto branch N`) replays: the lines before the moment and the answers
/// its live backends had received.
public struct Branch: Sendable {
  /// Its number, from 1, in the order branches were left.
  public let number: Int
  /// The line the session went back to (0: before the first line).
  public let leftAtLine: Int
  /// The lines that followed it on the branch left.
  public let lines: [LineRecord]
  /// The lines up to the moment it was left at, as that branch's history held them.
  let base: [LineRecord]
  /// The answers the branch's live backends had received.
  let responses: KeptResponses

  /// The whole branch: the lines before the moment, then those after.
  var records: [LineRecord] { base + lines }
}
