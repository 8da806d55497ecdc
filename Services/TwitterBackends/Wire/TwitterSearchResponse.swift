/// The body of `GET /2/tweets/search/recent`: `data` and `includes` are left out when
/// nothing matched (`{"meta":{"result_count":0}}`).
struct TwitterSearchResponse: Decodable, Sendable {
  /// Expanded objects referenced from `data`.
  struct Includes: Decodable, Sendable {
    let users: [TwitterWireUser]?
  }

  /// Counts and the cursor of the next page.
  struct Meta: Decodable, Sendable {
    let result_count: Int?
    let next_token: String?
  }

  let data: [TwitterWireTweet]?
  let includes: Includes?
  let meta: Meta?
  let errors: [TwitterProblem]?
}
