import TerminalText

/// The outline of a phone screen: a box of `width` columns around sections of lines,
/// with a rule between sections. Lines are cut or padded to fit inside.
public struct ScreenFrame: Sendable {
  /// The width a screen is drawn at when the console is wider: about a phone's.
  public static let phoneWidth = 48

  /// The box's width, borders included.
  public let width: Int

  /// A frame as wide as a phone, or `availableWidth` when that is narrower.
  public init(availableWidth: Int) {
    width = max(12, min(Self.phoneWidth, availableWidth))
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
