import Foundation

/// What `LoopbackHTTPServer` does with one request: a canned HTTP response, optionally
/// delayed, or dropping the connection without answering.
///
/// ```swift
/// .json(200, #"{"stat":"ok"}"#, headers: ["x-rate-limit-reset": "1700000000"])
/// .json(200, "{}").delay(5)          // answer after 5 s (or never, if the client gives up first)
/// .closeWithoutResponse              // read the request, then close the socket
/// ```
public struct StubResponse: Sendable {
  /// What the server does once the request is read (and any delay has passed).
  public enum Action: Sendable, Equatable {
    /// Write the status line, headers and body, then close (`Connection: close`).
    case respond
    /// Close the connection without writing a single byte of response.
    case closeWithoutResponse
    /// Write these bytes verbatim (however malformed), then close.
    case raw(Data)
    /// Write a head, then chunks over time (see `StubStream`).
    case stream(StubStream)
  }

  /// The HTTP status code, e.g. `200`, `401`, `429`.
  public var status: Int
  /// Response header fields, written with the casing given here (sorted by name).
  /// `Content-Length` and `Connection: close` are added unless present.
  public var headers: [String: String]
  /// The response body.
  public var body: Data
  /// Seconds the server waits before acting. The wait ends early (and nothing is written)
  /// if the client disconnects or the server is stopped.
  public var responseDelay: TimeInterval
  /// Respond, or drop the connection.
  public var action: Action

  /// Creates a response; defaults to an empty `200`.
  public init(
    status: Int = 200,
    headers: [String: String] = [:],
    body: Data = Data(),
    responseDelay: TimeInterval = 0,
    action: Action = .respond
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.responseDelay = responseDelay
    self.action = action
  }

  /// A response with a UTF-8 JSON body and `Content-Type: application/json` (unless `headers` sets one).
  public static func json(_ status: Int = 200, _ body: String, headers: [String: String] = [:])
    -> StubResponse
  {
    text(status, body, contentType: "application/json; charset=utf-8", headers: headers)
  }

  /// A response with a UTF-8 text body and the given content type (unless `headers` sets one).
  public static func text(
    _ status: Int = 200,
    _ body: String,
    contentType: String = "text/plain; charset=utf-8",
    headers: [String: String] = [:]
  ) -> StubResponse {
    var all = headers
    if !all.keys.contains(where: { $0.caseInsensitiveCompare("Content-Type") == .orderedSame }) {
      all["Content-Type"] = contentType
    }
    return StubResponse(status: status, headers: all, body: Data(body.utf8))
  }

  /// An empty response with the given status.
  public static func status(_ status: Int, headers: [String: String] = [:]) -> StubResponse {
    StubResponse(status: status, headers: headers)
  }

  /// A `302 Found` redirect to `location` (absolute URL or path).
  public static func redirect(to location: String, status: Int = 302) -> StubResponse {
    StubResponse(status: status, headers: ["Location": location])
  }

  /// Read the request, then close the connection without any response bytes.
  public static var closeWithoutResponse: StubResponse {
    StubResponse(status: 0, action: .closeWithoutResponse)
  }

  /// Bytes written verbatim instead of a well-formed response: garbage, a truncated body,
  /// a huge header.
  public static func raw(_ bytes: Data) -> StubResponse {
    StubResponse(status: 0, action: .raw(bytes))
  }

  /// Text written verbatim (UTF-8), `\r\n` and all.
  public static func raw(_ text: String) -> StubResponse {
    raw(Data(text.utf8))
  }

  /// A response written slowly or without end.
  public static func stream(_ stream: StubStream) -> StubResponse {
    StubResponse(status: 0, action: .stream(stream))
  }

  /// A copy of this response that the server holds back for `seconds` before acting.
  public func delay(_ seconds: TimeInterval) -> StubResponse {
    var copy = self
    copy.responseDelay = seconds
    return copy
  }

  /// The bytes of the response as written on the wire (status line, headers, blank line, body).
  func serialized() -> Data {
    var lines = ["HTTP/1.1 \(status) \(Self.reasonPhrase(for: status))"]
    func has(_ name: String) -> Bool {
      headers.keys.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
    }
    for (name, value) in headers.sorted(by: { $0.key.lowercased() < $1.key.lowercased() }) {
      lines.append("\(name): \(value)")
    }
    if !has("Content-Length") { lines.append("Content-Length: \(body.count)") }
    if !has("Connection") { lines.append("Connection: close") }
    var data = Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    data.append(body)
    return data
  }

  /// The standard reason phrase for common status codes (`"Status"` otherwise).
  static func reasonPhrase(for status: Int) -> String {
    switch status {
    case 100: return "Continue"
    case 200: return "OK"
    case 201: return "Created"
    case 204: return "No Content"
    case 301: return "Moved Permanently"
    case 302: return "Found"
    case 303: return "See Other"
    case 304: return "Not Modified"
    case 307: return "Temporary Redirect"
    case 308: return "Permanent Redirect"
    case 400: return "Bad Request"
    case 401: return "Unauthorized"
    case 403: return "Forbidden"
    case 404: return "Not Found"
    case 405: return "Method Not Allowed"
    case 408: return "Request Timeout"
    case 429: return "Too Many Requests"
    case 500: return "Internal Server Error"
    case 502: return "Bad Gateway"
    case 503: return "Service Unavailable"
    case 504: return "Gateway Timeout"
    default: return "Status"
    }
  }
}
