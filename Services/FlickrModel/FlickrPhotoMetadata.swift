/// What the results screen shows under a photo once it has been visible for a while.
public struct FlickrPhotoMetadata: Sendable, Hashable, Codable {
  /// How many people marked the photo as a favorite.
  public let favorites: Int
  /// How many comments the photo has.
  public let comments: Int

  /// Metadata with the given counts.
  public init(favorites: Int, comments: Int) {
    self.favorites = favorites
    self.comments = comments
  }
}
