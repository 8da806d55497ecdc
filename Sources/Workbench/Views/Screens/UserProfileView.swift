import Foundation
import ReactiveCore
import ViewModels

/// A Twitter account's profile: display name, handle and avatar address.
public final class UserProfileView: TextWidget {
  /// The view-model shown.
  public let viewModel: UserProfileViewModel
  /// The display name.
  public let nameLabel = TextLabel()
  /// The handle, with `@`.
  public let usernameLabel = TextLabel()
  /// Where the avatar is.
  public let avatarLabel = TextLabel()

  /// The screen bound to `viewModel`.
  public init(viewModel: UserProfileViewModel) {
    self.viewModel = viewModel
    nameLabel.text <~ viewModel.name
    usernameLabel.text <~ viewModel.username.producer.map { "@" + $0 }
    avatarLabel.text
      <~ viewModel.profileImageUrl.producer.map {
        "avatar: " + ($0?.absoluteString ?? "none")
      }
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
}
