/// Sample Mastodon REST responses written for the tests, in the documented shapes: HTML
/// content with entities, paragraphs, line breaks and links; an account with an empty
/// display name; ids as strings. Shared by the service and shell tests.
public enum MastodonSamples {
  /// A hashtag timeline page of two statuses.
  public static let tagTimeline = """
    [{"id":"111000000000000002","created_at":"2024-03-05T14:21:07.000Z","in_reply_to_id":null,"visibility":"public","url":"https://social.example/@janecoder/111000000000000002","content":"<p>Trying a reactive <a href=\\"https://social.example/tags/swift\\" class=\\"mention hashtag\\" rel=\\"tag\\">#<span>swift</span></a> workbench &amp; it&#39;s &quot;fun&quot;</p><p>Second line<br>third &lt;ok&gt; <a href=\\"https://example.com/mvvm\\" rel=\\"nofollow noopener\\" target=\\"_blank\\"><span class=\\"invisible\\">https://</span><span class=\\"\\">example.com/mvvm</span><span class=\\"invisible\\"></span></a> &#x1F600;</p>","account":{"id":"109000000000000001","username":"janecoder","acct":"janecoder","display_name":"Jane Coder","avatar":"https://files.social.example/avatars/jane.png"}},
    {"id":"111000000000000001","created_at":"2024-03-05T14:19:55.123Z","in_reply_to_id":null,"visibility":"public","url":"https://other.example/@bob/1","content":"<p>No name here</p>","account":{"id":"109000000000000002","username":"bob","acct":"bob@other.example","display_name":"","avatar":"https://files.social.example/avatars/bob.png"}}]
    """

  /// The account `janecoder`, whose display name is empty.
  public static let account = """
    {"id":"109000000000000001","username":"janecoder","acct":"janecoder","display_name":"","locked":false,"bot":false,"avatar":"https://files.social.example/avatars/jane.png","followers_count":12}
    """

  /// The first page of janecoder's posts (a Link header points to the next).
  public static let postsPage1 = """
    [{"id":"111000000000000020","created_at":"2024-03-05T14:30:00.000Z","content":"<p>Newest post</p>","account":{"id":"109000000000000001","username":"janecoder","acct":"janecoder","display_name":"","avatar":null}},
    {"id":"111000000000000019","created_at":"2024-03-05T14:29:00.000Z","content":"<p>Older post</p>","account":{"id":"109000000000000001","username":"janecoder","acct":"janecoder","display_name":"","avatar":null}}]
    """

  /// The last page of janecoder's posts (no Link header).
  public static let postsPage2 = """
    [{"id":"111000000000000018","created_at":"2024-03-05T14:28:00.000Z","content":"<p>Oldest post</p>","account":{"id":"109000000000000001","username":"janecoder","acct":"janecoder","display_name":"","avatar":null}}]
    """

  /// A Link header with a next page before `maxID` and a previous page.
  public static func link(base: String, path: String, maxID: String) -> String {
    "<\(base)\(path)?limit=20&max_id=\(maxID)>; rel=\"next\", <\(base)\(path)?limit=20&min_id=111000000000000099>; rel=\"prev\""
  }

  /// A stub Mastodon server at `base`: the tag timeline, the lookup of janecoder (404 for anyone
  /// else) and two pages of janecoder's posts.
  public static func handler(base: String) -> LoopbackHTTPServer.Handler {
    { request in
      switch request.path {
      case "/api/v1/timelines/tag/swift":
        return .json(
          200, tagTimeline,
          headers: [
            "Link": link(
              base: base, path: "/api/v1/timelines/tag/swift", maxID: "111000000000000001")
          ])
      case "/api/v1/accounts/lookup" where request.queryValue("acct") == "janecoder":
        return .json(200, account)
      case "/api/v1/accounts/lookup":
        return .json(404, #"{"error":"Record not found"}"#)
      case "/api/v1/accounts/109000000000000001/statuses"
      where request.queryValue("max_id") == "111000000000000019":
        return .json(200, postsPage2)
      case "/api/v1/accounts/109000000000000001/statuses":
        return .json(
          200, postsPage1,
          headers: [
            "Link": link(
              base: base, path: "/api/v1/accounts/109000000000000001/statuses",
              maxID: "111000000000000019")
          ])
      default:
        return .json(404, #"{"error":"Record not found"}"#)
      }
    }
  }
}
