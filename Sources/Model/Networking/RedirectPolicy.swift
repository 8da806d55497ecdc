import Foundation

/// Which redirects the client follows (the transport follows none): a 301, 302, 303, 307
/// or 308 whose `Location` parses as an http or https URL with a host, on the origin the
/// request was made for (the only one its credential may reach), at most
/// `maximumFollowed` times in one request. Anything else fails the request, saying
/// which rule the redirect broke.
enum RedirectPolicy {
  /// The statuses that redirect.
  static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]
  /// The most redirects followed in one request.
  static let maximumFollowed = 5
  /// The longest `Location` quoted in a message; longer ones are cut.
  static let longestQuoted = 200

  /// What to do with a redirect.
  enum Decision: Equatable {
    /// Send the request again to `url`, with `method`, keeping the body or not.
    case follow(url: URL, method: String, keepsBody: Bool)
    /// Fail the request with this error.
    case refuse(ServiceError)
  }

  /// The decision for a `status` response carrying `location` (nil: no `Location`), to a
  /// `method` request for `url` made for `origin`, after `followed` redirects.
  static func decide(
    status: Int, location: String?, url: URL, method: String, origin: HTTPOrigin?, followed: Int
  ) -> Decision {
    guard let location, !location.isEmpty else {
      return .refuse(.redirectRefused("a redirect (HTTP \(status)) without a Location header"))
    }
    guard followed < maximumFollowed else {
      return .refuse(
        .redirectRefused(
          "a \(ordinal(followed + 1)) redirect: at most \(maximumFollowed) are followed"))
    }
    let quoted = quote(location)
    guard let target = URL(string: location, relativeTo: url)?.absoluteURL else {
      return .refuse(.redirectRefused("a redirect to \(quoted): it is not a URL"))
    }
    guard let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      return .refuse(
        .redirectRefused("a redirect to \(quoted): only http and https are followed"))
    }
    guard let host = target.host, !host.isEmpty, let targetOrigin = HTTPOrigin(target) else {
      return .refuse(.redirectRefused("a redirect to \(quoted): it names no host"))
    }
    guard let origin, origin == targetOrigin else {
      guard let origin else {
        return .refuse(.redirectRefused("a redirect to \(quoted): the request had no origin"))
      }
      return .refuse(.crossOriginRedirect(from: origin, to: targetOrigin))
    }
    // As browsers do: 303 fetches the answer with GET, and so do 301 and 302 after a
    // POST; 307 and 308 repeat the request as it was.
    let becomesGet = status == 303 || ((status == 301 || status == 302) && method == "POST")
    if becomesGet && method != "HEAD" {
      return .follow(url: target, method: "GET", keepsBody: false)
    }
    return .follow(url: target, method: method, keepsBody: true)
  }

  /// `location` for a message: credentials masked, cut to `longestQuoted` characters.
  private static func quote(_ location: String) -> String {
    let masked = URLRedaction.redacting(location)
    guard masked.count > longestQuoted else { return masked }
    return masked.prefix(longestQuoted) + "…"
  }

  /// `number` as an ordinal word: `sixth`, up to ten, then `11th`.
  private static func ordinal(_ number: Int) -> String {
    let words = [
      "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    ]
    return (1...words.count).contains(number) ? words[number - 1] : "\(number)th"
  }
}
