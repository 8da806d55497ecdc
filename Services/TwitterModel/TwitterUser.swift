import Foundation

/// A Twitter account.
public struct TwitterUser: Sendable, Hashable, Codable {
  /// The account's numeric id, as a string.
  public let id: String
  /// The handle, without `@`.
  public let username: String
  /// The display name.
  public let name: String
  /// The avatar (48 × 48, `_normal`), if the account has one.
  public let profileImageURL: URL?

  /// An account with the given fields.
  public init(id: String, username: String, name: String, profileImageURL: URL?) {
    self.id = id
    self.username = username
    self.name = name
    self.profileImageURL = profileImageURL
  }
}
