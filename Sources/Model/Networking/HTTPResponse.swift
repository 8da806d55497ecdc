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

  /// The longest wait a rate limit may sensibly announce; a reset further away than
  /// this from now is not believed.
  static let longestWait: TimeInterval = 366 * 86_400

  /// When a rate limit resets: `x-rate-limit-reset` or Mastodon's `x-ratelimit-reset`
  /// (epoch seconds, seconds from now when the number is no more than `longestWait`, or
  /// an ISO 8601 date), else `Retry-After` (seconds from now, or an HTTP date), else nil.
  /// Only a time from now to `longestWait` ahead is believed: a reset that has passed
  /// (`1709649967` in 2026), a value that is not a plain number or date (`nan`, `inf`)
  /// and a date in the year 5838270 are ignored.
  public var rateLimitReset: Date? {
    let now = Date()
    let sane = now...now.addingTimeInterval(Self.longestWait)
    if let reset = header("x-rate-limit-reset") ?? header("x-ratelimit-reset") {
      let date =
        Self.plainNumber(reset).map { number in
          number <= Self.longestWait
            ? now.addingTimeInterval(number) : Date(timeIntervalSince1970: number)
        } ?? Self.isoDate(reset)
      if let date, sane.contains(date) { return date }
    }
    guard let retryAfter = header("retry-after") else { return nil }
    let date =
      Self.plainNumber(retryAfter).map { now.addingTimeInterval($0) }
      ?? Self.httpDate(retryAfter)
    return date.flatMap { sane.contains($0) ? $0 : nil }
  }

  /// `text` as a non-negative decimal number of at most 15 digits (no sign, exponent,
  /// hex, `nan` or `inf`), or nil.
  static func plainNumber(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let parts = trimmed.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard !trimmed.isEmpty, trimmed.count <= 15, parts.allSatisfy({ !$0.isEmpty }),
      trimmed.allSatisfy({ $0 == "." || ("0"..."9").contains($0) })
    else { return nil }
    return Double(trimmed)
  }

  /// `text` as an ISO 8601 date, with or without fractional seconds, or nil.
  static func isoDate(_ text: String) -> Date? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    return (try? Date(trimmed, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
      ?? (try? Date(trimmed, strategy: Date.ISO8601FormatStyle()))
  }

  /// `text` as an HTTP date (`Wed, 21 Oct 2015 07:28:00 GMT`), or nil.
  static func httpDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    return formatter.date(from: text.trimmingCharacters(in: .whitespaces))
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
