/// A piece of a text screen: it holds its state in `MutableProperty` fields that the
/// screen binds to its view-model with `<~`, and draws that state as lines of text.
public protocol TextWidget: AnyObject {
  /// The widget's current state as lines of at most `width` columns.
  func render(width: Int) -> [String]
}
