import ReactiveCore
import TerminalText

/// A spinner with a caption, `⠋ searching…`, shown while animating; like a
/// `UIActivityIndicatorView` that hides when stopped, it draws nothing otherwise.
public final class ActivityIndicator: TextWidget {
  /// What is going on, shown beside the spinner.
  public let caption: String
  /// Whether the spinner turns.
  public let isAnimating = MutableProperty(false)

  /// The spinner frame drawn: a text screen is a still picture.
  public static let spinner = "⠋"

  /// An indicator captioned `caption`.
  public init(caption: String) {
    self.caption = caption
  }

  /// The spinner and caption while animating, otherwise nothing.
  public func render(width: Int) -> [String] {
    isAnimating.value ? [TextFitting.truncated("\(Self.spinner) \(caption)", to: width)] : []
  }
}
