import Foundation

/// What a live backend is built from: the shared HTTP client (its timeout and
/// credential already set) and the URL its requests go to.
public struct HTTPConnection: Sendable {
  /// The client every request goes through.
  public let client: HTTPClient
  /// The API root or endpoint.
  public let baseURL: URL

  /// A connection sending through `client` to `baseURL`.
  public init(client: HTTPClient, baseURL: URL) {
    self.client = client
    self.baseURL = baseURL
  }
}
