import ReactiveCore
import TerminalText

/// Text wrapped at words over as many lines as it needs, up to `lineLimit`, each `\n`
/// starting a new line; other control characters are shown escaped. An empty text draws
/// nothing, so a label bound to an optional message hides when it is nil. A text longer
/// than its lines can hold is cut before it is laid out.
public final class TextLabel: TextWidget {
  /// What the label says.
  public let text: MutableProperty<String>

  /// The most lines the label draws; the last one ends in `…` when text is left over.
  public let lineLimit: Int

  /// A label saying `text` until something is bound to it, in at most `lineLimit` lines.
  public init(_ text: String = "", lineLimit: Int = 8) {
    self.text = MutableProperty(text)
    self.lineLimit = max(1, lineLimit)
  }

  /// The text wrapped to `width`, or no lines when it is empty.
  public func render(width: Int) -> [String] {
    let text = text.value
    guard !text.isEmpty else { return [] }
    let room = lineLimit * max(1, width)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(lineLimit)
      .flatMap {
        TextFitting.wrapped(ControlCharacters.escaped(String($0), limit: room), width: width)
      }
    guard lines.count > lineLimit else { return lines }
    return lines.prefix(lineLimit - 1) + [
      TextFitting.truncated(lines[lineLimit - 1] + " …", to: width)
    ]
  }
}
