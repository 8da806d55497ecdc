/// The body of a successful login: `{"first_name", "last_name", "auth_token"}`.
struct LoginResponseBody: Decodable, Sendable {
  let first_name: String
  let last_name: String
  let auth_token: String
}
