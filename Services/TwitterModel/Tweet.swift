import Foundation

/// One tweet, with its author.
public struct Tweet: Sendable, Hashable, Codable {
  /// The tweet's id (a 64-bit number, kept as a string as the API advises).
  public let id: String
  /// The tweet's text.
  public let status: String
  /// When it was posted.
  public let createdAt: Date
  /// Who posted it.
  public let author: TwitterUser

  /// A tweet with the given fields.
  public init(id: String, status: String, createdAt: Date, author: TwitterUser) {
    self.id = id
    self.status = status
    self.createdAt = createdAt
    self.author = author
  }
}
