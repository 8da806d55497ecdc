import Foundation
import ReactiveCore
import TerminalText
import Widgets

/// A Twitter account's profile: display name, handle and avatar address.
public final class UserProfileView: BoundView {
  /// The view-model shown.
  public let viewModel: UserProfileViewModel
  /// The view's bindings to `viewModel`; they end when the view is released.
  public let bindings = ViewBindings()
  /// The display name.
  public let nameLabel = TextLabel()
  /// The handle, with `@`.
  public let usernameLabel = TextLabel()
  /// Where the avatar is.
  public let avatarLabel = TextLabel()

  /// The screen bound to `viewModel`.
  public init(viewModel: UserProfileViewModel) {
    self.viewModel = viewModel
    bindings.bind(nameLabel.text, to: viewModel.name) { ControlCharacters.escaped($0) }
    bindings.bind(usernameLabel.text, to: viewModel.username) {
      "@" + ControlCharacters.escaped($0)
    }
    bindings.bind(avatarLabel.text, to: viewModel.profileImageUrl, map: Self.avatarText)
  }

  /// The framed screen.
  public func render(width: Int) -> [String] {
    let frame = ScreenFrame(availableWidth: width)
    let inner = frame.innerWidth
    return frame.draw([
      ["Profile"],
      nameLabel.render(width: inner) + usernameLabel.render(width: inner)
        + avatarLabel.render(width: inner),
    ])
  }

  private static func avatarText(_ url: URL?) -> String {
    "avatar: " + (url.map { ControlCharacters.escaped($0.absoluteString) } ?? "none")
  }
}
