import Foundation

/// Where a URL's requests go, as browsers compare it: scheme, host and port (the
/// scheme's default port when none is written). Credentials are sent to one origin only.
public struct HTTPOrigin: Sendable, Hashable, CustomStringConvertible {
  /// `http` or `https`, lowercased.
  public let scheme: String
  /// The host, lowercased.
  public let host: String
  /// The port, the scheme's default when the URL gives none.
  public let port: Int

  /// The origin of `url`, or nil when it has no scheme or host.
  public init?(_ url: URL) {
    guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else {
      return nil
    }
    self.scheme = scheme
    self.host = host
    port = url.port ?? (scheme == "https" ? 443 : 80)
  }

  /// `http://127.0.0.1:8080`: never a path, a query or user information.
  public var description: String {
    "\(scheme)://\(host.contains(":") ? "[\(host)]" : host):\(port)"
  }
}
