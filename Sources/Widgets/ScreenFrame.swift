import TerminalText

/// The outline of a phone screen: a box of `width` columns around sections of lines,
/// with a rule between sections. Lines are cut or padded to fit inside.
public struct ScreenFrame: Sendable {
  /// The widest a screen is drawn, however wide the terminal: wider lines would no
  /// longer read like a phone's screen.
  public static let maximumWidth = 64

  /// The box's width, borders included.
  public let width: Int

  /// A frame as wide as `availableWidth`, at most `maximumWidth` and at least 12.
  public init(availableWidth: Int) {
    width = max(12, min(Self.maximumWidth, availableWidth))
  }

  /// The columns inside the borders and their padding.
  public var innerWidth: Int { width - 4 }

  /// `sections` boxed, empty sections left out.
  public func draw(_ sections: [[String]]) -> [String] {
    let rule = String(repeating: "─", count: width - 2)
    var lines = ["┌" + rule + "┐"]
    for (index, section) in sections.filter({ !$0.isEmpty }).enumerated() {
      if index > 0 { lines.append("├" + rule + "┤") }
      lines += section.map { "│ " + TextFitting.padded($0, to: innerWidth) + " │" }
    }
    lines.append("└" + rule + "┘")
    return lines
  }
}
