import Foundation
import Model
import ReactiveCore
import TwitterModel
import ViewModelKit

/// The profile of a Twitter account, pushed by `TweetboatViewModel.showProfile`.
public final class UserProfileViewModel: ViewModel {
  /// The handle, without `@`.
  public let username: Property<String>
  /// The display name.
  public let name: Property<String>
  /// The avatar, if the account has one.
  public let profileImageUrl: Property<URL?>

  /// The profile of `user`.
  public init(user: TwitterUser) {
    username = Property(value: user.username)
    name = Property(value: user.name)
    profileImageUrl = Property(value: user.profileImageURL)
  }

  /// The account's handle.
  public var displayTitle: String? { username.value }
}
