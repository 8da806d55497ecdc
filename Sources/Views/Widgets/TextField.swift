import ReactiveCore
import TerminalText

/// A one-line text input, drawn as `[ sunset______ ]`. When the text is longer than the
/// field, its end is shown after a `…`, as a scrolled field would.
public final class TextField: TextWidget {
  /// The text in the field.
  public let text = MutableProperty("")

  /// An empty field.
  public init() {}

  /// The field, exactly `width` columns wide (at least 5).
  public func render(width: Int) -> [String] {
    let room = max(1, width - 4)
    let text = text.value
    let shown =
      DisplayWidth.columns(of: text) > room
      ? "…" + TextFitting.suffix(of: text[...], fittingIn: room - 1) : text
    let blanks = max(0, room - DisplayWidth.columns(of: shown))
    return ["[ " + shown + String(repeating: "_", count: blanks) + " ]"]
  }
}
