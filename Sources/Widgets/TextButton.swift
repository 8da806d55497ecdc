import ReactiveCore
import TerminalText

/// A button, drawn as `[ Go ]`, or `[ Go ] (disabled)` while it cannot be pressed.
public final class TextButton: TextWidget {
  /// The button's caption.
  public let title: String
  /// Whether pressing the button would do something.
  public let isEnabled = MutableProperty(true)

  /// A button captioned `title`.
  public init(title: String) {
    self.title = title
  }

  /// The most columns the button takes, in either state: what a layout reserves for it.
  public var widestRendering: Int {
    DisplayWidth.columns(of: disabledText)
  }

  /// The button in its current state, cut to `width`.
  public func render(width: Int) -> [String] {
    [TextFitting.truncated(isEnabled.value ? enabledText : disabledText, to: width)]
  }

  private var enabledText: String { "[ \(title) ]" }
  private var disabledText: String { "[ \(title) ] (disabled)" }
}
