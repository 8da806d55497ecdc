import Foundation

/// Reads a failed libcurl transfer as the service error a person can act on: a refused
/// connection, an unreachable network, a host that does not exist, a failed TLS
/// handshake, a lost connection and a broken answer (not HTTP, headers too large, a
/// truncated or undecodable body) each say so. Messages never carry a URL's credentials.
enum HTTPTransportFailure {
  /// What was known of the exchange when it failed.
  struct Context {
    /// The host it went to.
    let host: String
    /// Where it went, as `host:port` (`127.0.0.1:8080`, `[::1]:443`).
    let target: String
    /// The size limit of the request.
    let limit: ByteSize
    /// Whether a final response head had arrived.
    let headIsComplete: Bool
    /// The body length the head announced, if any.
    let announcedLength: Int?
    /// The head's `Content-Encoding`, if any.
    let contentEncoding: String?
    /// How many body bytes had arrived (decoded).
    let bodyBytes: Int
  }

  /// `url`'s host and port (the scheme's default when none is written), as messages
  /// name where a request went.
  static func target(of url: URL) -> String {
    let host = url.host ?? "?"
    let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    return "\(host.contains(":") ? "[\(host)]" : host):\(port)"
  }

  /// The service error for libcurl's result `code`, with the system's `osError` (errno)
  /// and libcurl's own words `detail` about it.
  static func serviceError(code: CInt, osError: Int, detail: String, context: Context)
    -> ServiceError
  {
    let words = URLRedaction.redacting(detail.isEmpty ? "libcurl error \(code)" : detail)
    switch code {
    case 28:  // CURLE_OPERATION_TIMEDOUT
      return .timedOut
    case 7:  // CURLE_COULDNT_CONNECT
      return connectionFailure(osError: osError, words: words, target: context.target)
    case 6:  // CURLE_COULDNT_RESOLVE_HOST
      return .hostNotFound(context.host)
    case 5, 97:  // CURLE_COULDNT_RESOLVE_PROXY, CURLE_PROXY
      return .networkUnreachable("the proxy failed: \(words)")
    case 35, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91, 98:  // the CURLE_SSL_* family
      return .secureConnectionFailed(to: context.target, reason: words)
    case 1 where detail.contains("HTTP/0.9"):  // CURLE_UNSUPPORTED_PROTOCOL
      return .invalidResponse("the answer is not HTTP (it has no status line)")
    case 8:  // CURLE_WEIRD_SERVER_REPLY
      return .invalidResponse("the answer is not valid HTTP (\(words))")
    case 52:  // CURLE_GOT_NOTHING
      return .invalidResponse("the server closed the connection without a valid response")
    case 63:  // CURLE_FILESIZE_EXCEEDED
      return .responseTooLarge(limit: context.limit)
    // CURLE_OUT_OF_MEMORY (a header line over libcurl's own limit), CURLE_TOO_LARGE, and
    // CURLE_RECV_ERROR when libcurl's limit on a whole head is passed.
    case 27 where !context.headIsComplete, 100 where !context.headIsComplete,
      56 where !context.headIsComplete && detail.lowercased().contains("header"):
      return .invalidResponse("its headers are too large")
    case 18, 61:  // CURLE_PARTIAL_FILE, CURLE_BAD_CONTENT_ENCODING
      return bodyFailure(code: code, words: words, context: context)
    case 55, 56:  // CURLE_SEND_ERROR, CURLE_RECV_ERROR
      return .connectionLost(to: context.target, reason: words)
    default:
      return .transportFailed(words)
    }
  }

  /// Why a connection could not be made, from the system's error number.
  private static func connectionFailure(osError: Int, words: String, target: String)
    -> ServiceError
  {
    switch Int32(osError) {
    case ECONNREFUSED: return .connectionRefused(target)
    case ENETUNREACH: return .networkUnreachable("no route to the network of \(target)")
    case EHOSTUNREACH: return .networkUnreachable("no route to \(target)")
    case ETIMEDOUT: return .networkUnreachable("\(target) did not answer the connection")
    default: return .networkUnreachable("could not connect to \(target): \(words)")
    }
  }

  /// A failure after the head arrived: the body was cut short or could not be decoded.
  private static func bodyFailure(code: CInt, words: String, context: Context) -> ServiceError {
    let encoding = context.contentEncoding?.lowercased()
    if code == 61 {  // CURLE_BAD_CONTENT_ENCODING
      guard let encoding, encoding != "identity" else {
        return .invalidResponse("the body could not be decoded (\(words))")
      }
      return .invalidResponse("the body is not valid \(encoding) as its Content-Encoding says")
    }
    if encoding == nil, let announced = context.announcedLength, context.bodyBytes < announced {
      return .invalidResponse(
        "the body was truncated (\(context.bodyBytes) of \(announced) bytes arrived)")
    }
    return .invalidResponse("the body was cut short (\(words))")
  }
}
