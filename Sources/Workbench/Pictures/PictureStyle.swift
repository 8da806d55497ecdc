import Foundation

/// Which characters a picture is drawn with: box drawing and symbols, or plain ASCII
/// for a terminal that cannot show them (`NO_COLOR` set, or `TERM=dumb`).
public enum PictureStyle: Sendable, Equatable {
  /// Box-drawing lines and symbols.
  case unicode
  /// Only printable ASCII.
  case ascii

  /// ASCII when `environment` has a non-empty `NO_COLOR` or `TERM=dumb`, else Unicode.
  public static func from(environment: [String: String]) -> PictureStyle {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .ascii }
    return environment["TERM"] == "dumb" ? .ascii : .unicode
  }

  /// The line a row of a timeline runs along.
  var track: Character { self == .unicode ? "─" : "-" }
  /// A tick on the time axis.
  var tick: Character { self == .unicode ? "┼" : "+" }
  /// The tick at the axis's left end.
  var firstTick: Character { self == .unicode ? "├" : "+" }
  /// What ends a value cut short.
  var ellipsis: String { self == .unicode ? "…" : ">" }
  /// An arrow along an edge that fired.
  var seenArrow: String { self == .unicode ? "→" : "->" }
  /// An arrow along an edge built but not fired yet.
  var declaredArrow: String { self == .unicode ? "⇢" : "..>" }
  /// What ends every entry of a legend but the last.
  var entryEnd: String { self == .unicode ? " ·" : "," }

  /// The symbol written before a value with `fate` (nothing for a value that passed).
  func symbol(for fate: Timeline.Fate) -> String {
    switch (fate, self) {
    case (.passed, _): ""
    case (.dropped, .unicode): "×"
    case (.dropped, .ascii): "!"
    case (.cancelled, .unicode): "⊘"
    case (.cancelled, .ascii): "/"
    case (.held, .unicode): "◦"
    case (.held, .ascii): "~"
    }
  }
}
