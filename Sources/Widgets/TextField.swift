import ReactiveCore
import TerminalText

/// A one-line text input, drawn as `[ sunset______ ]`. When the text is longer than the
/// field, its end is shown after a `…`, as a scrolled field would; only that end is read,
/// however long the text. Control characters are shown escaped.
public final class TextField: TextWidget {
  /// The text in the field.
  public let text = MutableProperty("")

  /// An empty field.
  public init() {}

  /// The field, exactly `width` columns wide (at least 5).
  public func render(width: Int) -> [String] {
    let room = max(1, width - 4)
    let text = text.value
    let tail = text.suffix(room + 1)
    let escaped = ControlCharacters.escaped(String(tail))
    let isWhole = tail.startIndex == text.startIndex && DisplayWidth.columns(of: escaped) <= room
    let shown = isWhole ? escaped : "…" + TextFitting.suffix(of: escaped[...], fittingIn: room - 1)
    let blanks = max(0, room - DisplayWidth.columns(of: shown))
    return ["[ " + shown + String(repeating: "_", count: blanks) + " ]"]
  }
}
