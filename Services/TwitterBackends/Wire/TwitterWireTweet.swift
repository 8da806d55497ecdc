/// A tweet in a v2 response (`data[]`), with the fields the workbench asks for.
struct TwitterWireTweet: Decodable, Sendable {
  let id: String
  let text: String
  let author_id: String
  let created_at: String
  let in_reply_to_user_id: String?
}
