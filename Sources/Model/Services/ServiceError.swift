import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Why a service request failed, in words a person can act on.
public enum ServiceError: Swift.Error, Sendable, Hashable {
  /// The service could not be reached (no route, refused connection, DNS failure).
  case networkUnreachable(String)
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
    case .timedOut:
      return "the request timed out"
    case .missingCredential(let variable):
      return "no credential: set the environment variable \(variable)"
    case .unauthorized(let variable?, let message):
      return "unauthorized (\(message)); check \(variable)"
    case .unauthorized(nil, let message):
      return "unauthorized (\(message))"
    case .rateLimited(let resetAt?):
      return "rate limited until \(ISO8601DateFormatter().string(from: resetAt))"
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
}
