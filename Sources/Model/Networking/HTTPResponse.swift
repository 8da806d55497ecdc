import Foundation

/// A received HTTP response: status, headers, body and how long the request took.
public struct HTTPResponse: Sendable {
  /// The HTTP status code.
  public let status: Int
  /// Header fields with lowercased names.
  public let headers: [String: String]
  /// The body.
  public let body: Data
  /// Seconds from sending the request to receiving the whole response.
  public let elapsed: TimeInterval

  /// A response; header names are lowercased.
  public init(status: Int, headers: [String: String], body: Data, elapsed: TimeInterval) {
    self.status = status
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
    self.body = body
    self.elapsed = elapsed
  }

  /// The header `name` (case-insensitive).
  public func header(_ name: String) -> String? {
    headers[name.lowercased()]
  }

  /// When a rate limit resets: `x-rate-limit-reset` (epoch seconds), else
  /// `Retry-After` (seconds from now), else nil.
  public var rateLimitReset: Date? {
    if let reset = header("x-rate-limit-reset").flatMap(Double.init) {
      return Date(timeIntervalSince1970: reset)
    }
    if let wait = header("retry-after").flatMap(Double.init) {
      return Date().addingTimeInterval(wait)
    }
    return nil
  }

  /// The failure every API shares for this status, or nil when the status needs the
  /// service's own reading: 401/403 → `.unauthorized` (naming `credentialVariable`,
  /// with the service's `message`), 429 → `.rateLimited`, 5xx → `.serverError`.
  public func commonFailure(credentialVariable: String?, message: @autoclosure () -> String?)
    -> ServiceError?
  {
    switch status {
    case 401, 403:
      return .unauthorized(variable: credentialVariable, message: message() ?? "HTTP \(status)")
    case 429:
      return .rateLimited(resetAt: rateLimitReset)
    case 500...599:
      return .serverError(status: status)
    default:
      return nil
    }
  }
}
