/// The body of a refused login: `{"error": {"code": …, "message": …}}`.
struct LoginErrorBody: Decodable, Sendable {
  /// The error's code (e.g. `invalid_credentials`) and message.
  struct Detail: Decodable, Sendable {
    let code: String?
    let message: String?
  }

  let error: Detail
}
