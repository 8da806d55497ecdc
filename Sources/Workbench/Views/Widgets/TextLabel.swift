import ReactiveCore

/// A line of text, wrapped over as many lines as it needs; an empty text draws nothing,
/// so a label bound to an optional message disappears when the message is nil.
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
    return text.isEmpty ? [] : TextFitting.wrapped(text, width: width)
  }
}
