/// A v2 error: a problem+json body, or one entry of `errors[]` (which v2 also sends
/// with HTTP 200 for partial failures such as an unknown user).
struct TwitterProblem: Decodable, Sendable {
  let title: String?
  let detail: String?
  let type: String?
  let message: String?

  /// Whether the problem says the resource does not exist.
  var isNotFound: Bool {
    type?.hasSuffix("/resource-not-found") == true
  }

  /// The most specific words the problem offers.
  var text: String {
    message ?? detail ?? title ?? "Twitter reported an error"
  }
}
