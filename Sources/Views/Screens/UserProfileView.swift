import Foundation
import ReactiveCore
import TerminalText
import ViewModels
import Widgets

/// A Twitter account's profile: display name, handle and avatar address.
public final class UserProfileView: TextWidget {
  /// The view-model shown.
  public let viewModel: UserProfileViewModel
  /// Ends when the view is released, and every binding of the view with it.
  public let lifetime: Lifetime
  /// The display name.
  public let nameLabel = TextLabel()
  /// The handle, with `@`.
  public let usernameLabel = TextLabel()
  /// Where the avatar is.
  public let avatarLabel = TextLabel()

  private let lifetimeToken = Lifetime.Token()

  /// The screen bound to `viewModel`.
  public init(viewModel: UserProfileViewModel) {
    self.viewModel = viewModel
    lifetime = Lifetime(lifetimeToken)
    lifetime += nameLabel.text <~ viewModel.name.producer.map { ControlCharacters.escaped($0) }
    lifetime += usernameLabel.text
      <~ viewModel.username.producer.map { "@" + ControlCharacters.escaped($0) }
    lifetime += avatarLabel.text <~ viewModel.profileImageUrl.producer.map(Self.avatarText)
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
