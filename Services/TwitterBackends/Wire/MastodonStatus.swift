/// A Mastodon Status as the REST API sends it (the fields the workbench reads).
struct MastodonStatus: Decodable, Sendable {
  let id: String
  /// ISO 8601, with milliseconds.
  let created_at: String
  /// HTML.
  let content: String
  let url: String?
  let account: MastodonAccount
}
