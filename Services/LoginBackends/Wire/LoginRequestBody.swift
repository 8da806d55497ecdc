/// The body of a login request: `{"first_name": …, "last_name": …}`.
struct LoginRequestBody: Encodable, Sendable {
  let first_name: String
  let last_name: String
}
