import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Why a service request failed, in words a person can act on.
public enum ServiceError: Swift.Error, Sendable, Hashable {
  /// The service could not be reached: no route to it, or no connection for `reason`.
  case networkUnreachable(String)
  /// Nothing listens at `target` (`127.0.0.1:8080`): the connection was refused.
  case connectionRefused(String)
  /// The host name does not resolve.
  case hostNotFound(String)
  /// The TLS handshake with `target` failed (the server does not speak TLS, or its
  /// certificate is not trusted); `reason` is the TLS library's words.
  case secureConnectionFailed(to: String, reason: String)
  /// The connection to `target` broke while the request was under way.
  case connectionLost(to: String, reason: String)
  /// The request could not be sent at all: `reason` says why (the HTTP library is
  /// missing, or refused the request).
  case transportFailed(String)
  /// The service did not answer in time.
  case timedOut
  /// The credential named by `variable` is not set.
  case missingCredential(variable: String)
  /// The service rejected the credential (HTTP 401/403); `variable` names where it
  /// came from, `message` is the service's own words.
  case unauthorized(variable: String?, message: String)
  /// Too many requests; try again at `resetAt` when the service says.
  case rateLimited(resetAt: Date?)
  /// The service failed (HTTP 5xx).
  case serverError(status: Int)
  /// The service answered with an HTTP status the request does not expect, and no
  /// words of its own.
  case unexpectedStatus(Int)
  /// The response body is larger than the backend's `max-response=` limit.
  case responseTooLarge(limit: ByteSize)
  /// The server redirected to another origin than the one configured; the request was
  /// not followed there, so its credential never left.
  case crossOriginRedirect(from: HTTPOrigin, to: HTTPOrigin)
  /// The server redirected somewhere the client does not follow; the words say which
  /// redirect and the rule it broke (only http and https, a URL with a host, at most five).
  case redirectRefused(String)
  /// The service answered with an error of its own (an `error` field in its
  /// JSON), with its code when it gave one.
  case apiError(code: Int?, message: String)
  /// What was asked for does not exist (an unknown user, say).
  case notFound(String)
  /// The answer could not be understood: `detail` says what was wrong and where.
  case invalidResponse(String)
  /// The credentials given were refused (a sign-in, say).
  case invalidCredentials(String)
  /// A failure injected on purpose by a fault-injecting backend option.
  case injectedFault(String)
  /// An offline backend replaying a recording (`dir=`) has no response for `request`
  /// (`GET /path?query`).
  case notRecorded(request: String)
  /// A response could not be written to the `record=` directory: `detail` says why.
  case recordingFailed(String)
  /// The request was cancelled by the user (the shell's `cancel`) before it ended.
  case cancelled
}

extension ServiceError: CustomStringConvertible, LocalizedError {
  /// One sentence describing the failure.
  public var description: String {
    switch self {
    case .networkUnreachable(let reason):
      return "the network is unreachable (\(reason))"
    case .connectionRefused(let target):
      return "the connection to \(target) was refused: nothing is listening there"
    case .hostNotFound(let host):
      return "the host name \(host) could not be found"
    case .secureConnectionFailed(let target, let reason):
      return "the secure connection (TLS) to \(target) failed: \(reason)"
    case .connectionLost(let target, let reason):
      return "the connection to \(target) was lost: \(reason)"
    case .transportFailed(let reason):
      return "the request could not be sent: \(reason)"
    case .timedOut:
      return "the request timed out"
    case .missingCredential(let variable):
      return "no credential: set the environment variable \(variable)"
    case .unauthorized(let variable?, let message):
      return "unauthorized (\(message)); check \(variable)"
    case .unauthorized(nil, let message):
      return "unauthorized (\(message))"
    case .rateLimited(let resetAt?):
      let until = "rate limited until \(ISO8601DateFormatter().string(from: resetAt))"
      let wait = resetAt.timeIntervalSinceNow
      return wait > 0 ? "\(until) (in \(Self.spoken(wait)))" : until
    case .rateLimited(nil):
      return "rate limited; try again later"
    case .serverError(let status):
      return "the server failed (HTTP \(status))"
    case .unexpectedStatus(let status):
      let words = HTTPURLResponse.localizedString(forStatusCode: status).lowercased()
      return "the server answered HTTP \(status) (\(words))"
    case .responseTooLarge(let limit):
      return "the response is larger than \(limit) (the max-response= limit)"
    case .crossOriginRedirect(let origin, let target):
      return
        "refused a redirect from \(origin) to another origin, \(target): credentials are only sent to the configured origin"
    case .redirectRefused(let redirect):
      return "did not follow \(redirect)"
    case .apiError(let code?, let message):
      return "\(message) (error \(code))"
    case .apiError(nil, let message):
      return message
    case .notFound(let what):
      return "\(what) was not found"
    case .invalidResponse(let detail):
      return "the response could not be read: \(detail)"
    case .invalidCredentials(let reason):
      return "invalid credentials: \(reason)"
    case .injectedFault(let message):
      return "injected fault: \(message)"
    case .notRecorded(let request):
      return "no recorded response for \(request)"
    case .recordingFailed(let detail):
      return "the response could not be recorded: \(detail)"
    case .cancelled:
      return "the request was cancelled"
    }
  }

  /// The same as `description`.
  public var errorDescription: String? { description }

  /// A wait as a person says it: `45 s`, `2 min`, `3 h`, `2 days` (rounded).
  static func spoken(_ seconds: TimeInterval) -> String {
    switch seconds {
    case ..<59.5: return "\(max(1, Int(seconds.rounded()))) s"
    case ..<3_570: return "\(Int((seconds / 60).rounded())) min"
    case ..<(47.5 * 3_600): return "\(Int((seconds / 3_600).rounded())) h"
    default: return "\(Int((seconds / 86_400).rounded())) days"
    }
  }
}
