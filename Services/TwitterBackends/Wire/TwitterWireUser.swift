/// A user in a v2 response (`includes.users[]`, or `data` of a user lookup).
struct TwitterWireUser: Decodable, Sendable {
  let id: String
  let name: String
  let username: String
  let profile_image_url: String?
}
