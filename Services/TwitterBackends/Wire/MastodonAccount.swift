/// A Mastodon Account as the REST API sends it (the fields the workbench reads).
struct MastodonAccount: Decodable, Sendable {
  let id: String
  /// The local handle, without the server.
  let username: String
  /// The handle as this server knows it: `username` for its own accounts,
  /// `username@server` for others.
  let acct: String
  /// The display name; may be empty.
  let display_name: String?
  let avatar: String?
}
