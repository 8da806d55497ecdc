import ReactiveCore
import TerminalText

/// Text wrapped over as many lines as it needs, each `\n` starting a new line; an empty
/// text draws nothing, so a label bound to an optional message hides when it is nil.
public final class TextLabel: TextWidget {
  /// What the label says.
  public let text: MutableProperty<String>

  /// A label saying `text` until something is bound to it.
  public init(_ text: String = "") {
    self.text = MutableProperty(text)
  }

  /// The text wrapped to `width`, or no lines when it is empty.
  public func render(width: Int) -> [String] {
    let text = text.value
    guard !text.isEmpty else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      TextFitting.wrapped(String($0), width: width)
    }
  }
}
