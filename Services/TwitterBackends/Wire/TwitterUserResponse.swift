/// The body of `GET /2/users/by/username/:username`: `data`, or `errors[]` (HTTP 200)
/// when there is no such user.
struct TwitterUserResponse: Decodable, Sendable {
  let data: TwitterWireUser?
  let errors: [TwitterProblem]?
}
