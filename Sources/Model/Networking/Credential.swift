import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A secret a live backend authenticates with (an API key, a bearer token), where it
/// came from and how requests carry it. Printing it never shows the secret.
public struct Credential: Sendable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// Where a credential came from.
  public enum Source: Sendable, Hashable {
    /// A `use` option, e.g. `api-key`.
    case option(String)
    /// An environment variable, e.g. `FLICKR_API_KEY`.
    case environment(String)
    /// A line of the credentials file at `path`.
    case file(path: String)

    /// The source named for a person to check: `the api-key= option`,
    /// `FLICKR_API_KEY` or `the credentials file /home/ada/.config/mvvm/credentials`.
    public var name: String {
      switch self {
      case .option(let option): return "the \(option)= option"
      case .environment(let variable): return variable
      case .file(let path): return "the credentials file \(path)"
      }
    }
  }

  /// How requests carry a credential.
  public enum Placement: Sendable, Hashable {
    /// As `Authorization: Bearer SECRET`.
    case bearerToken
    /// As the query item with this name (`api_key=SECRET`).
    case queryItem(String)
  }

  /// The secret itself; only the HTTP client reads it, to send it.
  let secret: String
  /// Where the secret came from.
  public let source: Source
  /// How requests carry it.
  public let placement: Placement

  /// A credential holding `secret`, from `source`, sent as `placement`.
  public init(secret: String, source: Source, placement: Placement) {
    self.secret = secret
    self.source = source
    self.placement = placement
  }

  /// `request` carrying the secret as `placement` says.
  func authorizing(_ request: URLRequest) -> URLRequest {
    var request = request
    switch placement {
    case .bearerToken:
      request.setValue("Bearer \(secret)", forHTTPHeaderField: "Authorization")
    case .queryItem(let name):
      if let url = request.url,
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
      {
        components.percentEncodedQuery = [
          components.percentEncodedQuery,
          "\(HTTPClient.percentEncoded(name))=\(HTTPClient.percentEncoded(secret))",
        ].compactMap { $0 }.joined(separator: "&")
        request.url = components.url ?? url
      }
    }
    return request
  }

  /// The redacted form, naming the source: `•••• (from FLICKR_API_KEY)`.
  public var description: String { "•••• (from \(source.name))" }
  /// The same redacted form.
  public var debugDescription: String { description }
  /// A mirror without the secret, so `dump` and reflection cannot show it.
  public var customMirror: Mirror {
    Mirror(self, children: ["source": source, "placement": placement])
  }
}
