/// Mastodon's error body: `{"error": "Record not found"}`, sometimes with an
/// `error_description`.
struct MastodonErrorBody: Decodable, Sendable {
  let error: String
  let error_description: String?

  /// The words a person reads.
  var text: String {
    error_description.map { "\(error): \($0)" } ?? error
  }
}
