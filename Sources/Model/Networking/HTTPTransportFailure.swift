import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Reads a URLSession transport error as the service error a person can act on,
/// telling a broken answer (not HTTP, headers too large, a truncated or undecodable
/// body) from an unreachable network. Messages never carry a URL's credentials.
enum HTTPTransportFailure {
  /// The service error for `error`, given the response head if one arrived and how many
  /// body bytes did; nil for a cancellation (nobody is listening).
  static func serviceError(for error: any Error, response: HTTPURLResponse?, received: Int)
    -> ServiceError?
  {
    let nsError = error as NSError
    let message = URLRedaction.redacting(nsError.localizedDescription)
    guard nsError.domain == NSURLErrorDomain else { return .networkUnreachable(message) }
    let code = URLError.Code(rawValue: nsError.code) ?? .unknown
    switch code {
    case .cancelled: return nil
    case .timedOut: return .timedOut
    default: break
    }
    if let response {
      return bodyFailure(code: code, message: message, response: response, received: received)
    }
    switch code {
    case .badServerResponse, .zeroByteResource:
      return .invalidResponse("the server closed the connection without a valid response")
    case .unsupportedURL:
      return .invalidResponse("the answer is not HTTP (it has no status line)")
    case .cannotConnectToHost:
      return .networkUnreachable("could not connect to the host")
    case .cannotFindHost, .dnsLookupFailed:
      return .networkUnreachable("the host name could not be found")
    case .notConnectedToInternet:
      return .networkUnreachable("not connected to the internet")
    case .networkConnectionLost:
      return .networkUnreachable("the connection was lost")
    case .unknown where isHeadersTooLarge(message):
      return .invalidResponse("its headers are too large")
    case .unknown:
      return .invalidResponse(message)
    default:
      return .networkUnreachable(message)
    }
  }

  /// A failure after the head arrived: the body was cut short or could not be decoded.
  private static func bodyFailure(
    code: URLError.Code, message: String, response: HTTPURLResponse, received: Int
  ) -> ServiceError {
    let announced = response.expectedContentLength
    let encoding = response.value(forHTTPHeaderField: "Content-Encoding")?.lowercased()
    let undecodable =
      code == .cannotDecodeContentData
      || (code == .unknown && message.lowercased().contains("encoding"))
    if let encoding, encoding != "identity", undecodable {
      return .invalidResponse("the body is not valid \(encoding) as its Content-Encoding says")
    }
    if encoding == nil, announced > 0, received < announced {
      return .invalidResponse("the body was truncated (\(received) of \(announced) bytes arrived)")
    }
    return .invalidResponse("the body was cut short (\(message))")
  }

  /// Whether libcurl's words say the response headers were too large (a single line
  /// over its limit is reported as running out of memory).
  private static func isHeadersTooLarge(_ message: String) -> Bool {
    let lowered = message.lowercased()
    return lowered.contains("header") || lowered.contains("out of memory")
  }
}
