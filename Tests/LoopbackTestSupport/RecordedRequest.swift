import Foundation

/// One HTTP request as received by `LoopbackHTTPServer`, in the order the server read it.
///
/// Header names keep the casing the client sent; use `header(_:)` for a
/// case-insensitive lookup.
public struct RecordedRequest: Sendable, CustomStringConvertible {
  /// The request method, e.g. `"GET"` or `"POST"`.
  public let method: String
  /// The raw request target from the request line, e.g. `"/2/tweets/search/recent?query=swift"`.
  public let target: String
  /// The percent-decoded path component of the target, e.g. `"/2/tweets/search/recent"`.
  public let path: String
  /// The raw (still percent-encoded) query string without the leading `?`, or `nil` when there is none.
  public let query: String?
  /// The decoded query items, in order (`+` is NOT turned into a space; URLSession encodes spaces as `%20`).
  public let queryItems: [URLQueryItem]
  /// The HTTP version from the request line, e.g. `"HTTP/1.1"`.
  public let httpVersion: String
  /// Header fields in the order received, with the client's casing.
  public let headerFields: [(name: String, value: String)]
  /// The request body (decoded from chunked transfer encoding when the client used it).
  public let body: Data

  /// Creates a recorded request. The server builds these; tests may build them to unit-test routing closures.
  public init(
    method: String,
    target: String,
    httpVersion: String = "HTTP/1.1",
    headerFields: [(name: String, value: String)] = [],
    body: Data = Data()
  ) {
    self.method = method
    self.target = target
    self.httpVersion = httpVersion
    self.headerFields = headerFields
    self.body = body
    let pathPart: Substring
    if let questionMark = target.firstIndex(of: "?") {
      pathPart = target[..<questionMark]
      query = String(target[target.index(after: questionMark)...])
    } else {
      pathPart = Substring(target)
      query = nil
    }
    path = String(pathPart).removingPercentEncoding ?? String(pathPart)
    if let query, !query.isEmpty {
      var components = URLComponents()
      components.percentEncodedQuery = query
      queryItems = components.queryItems ?? []
    } else {
      queryItems = []
    }
  }

  /// The value of the header `name`, compared case-insensitively; repeated fields are joined with `", "`.
  public func header(_ name: String) -> String? {
    let values = headerFields.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(
      \.value)
    return values.isEmpty ? nil : values.joined(separator: ", ")
  }

  /// The first query item named `name` (case-sensitive), decoded; `""` for a bare `?name`.
  public func queryValue(_ name: String) -> String? {
    guard let item = queryItems.first(where: { $0.name == name }) else { return nil }
    return item.value ?? ""
  }

  /// The body decoded as UTF-8, or `nil` when it is not valid UTF-8.
  public var bodyText: String? { String(data: body, encoding: .utf8) }

  /// `"METHOD target"`, e.g. `"GET /search?q=x"`.
  public var description: String { "\(method) \(target)" }
}
