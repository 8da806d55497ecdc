import Foundation

/// What a hostile server puts where the apps show server text (Flickr titles and
/// failure messages, tweets, user names, problem details, login errors): terminal
/// escape sequences, C1 controls and newlines that forge a shell line. The service
/// layer must hand these strings upward intact; escaping them is the output's job.
///
/// ```swift
/// let server = try HostilePayloads.server()              // every endpoint, hostile text
/// let server = try HostilePayloads.server(failing: true)  // every endpoint fails, hostile words
/// ```
public enum HostilePayloads {
  /// `ESC [2J`: clears the screen.
  public static let clearScreen = "\u{1B}[2J"
  /// `ESC ]0;… BEL`: sets the terminal's title.
  public static let retitle = "\u{1B}]0;pwned\u{07}"
  /// C1 controls: CSI (U+009B) starting a color change, and NEL (U+0085).
  public static let c1Controls = "\u{9B}31m\u{85}"
  /// A carriage return that overwrites the line, then newlines that forge a shell line.
  public static let forgedLine = "\rok\nexecuteSearch: completed\n"

  /// Every trick at once, around ordinary words.
  public static let text = "Sunset \(clearScreen)\(retitle)\(c1Controls)\(forgedLine)over the sea"

  /// Each trick alone, for tests that name the case they check.
  public static let samples: [String] = [clearScreen, retitle, c1Controls, forgedLine, text]

  /// `object` as a JSON body (controls below U+0020 escaped as the format requires).
  static func json(_ status: Int, _ object: Any) -> StubResponse {
    let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    return .json(status, String(decoding: data, as: UTF8.self))
  }

  /// A Flickr `photos.search` page of one photo titled `title`.
  public static func flickrSearch(title: String = text) -> StubResponse {
    let photo: [String: Any] = [
      "id": "1", "owner": "o@N01", "secret": "s", "server": "1", "farm": 1, "title": title,
    ]
    return json(
      200,
      [
        "stat": "ok",
        "photos": ["page": 1, "pages": 1, "perpage": 100, "total": 1, "photo": [photo]],
      ])
  }

  /// Flickr's `stat: fail` (with HTTP 200) carrying `message`.
  public static func flickrFailure(message: String = text) -> StubResponse {
    json(200, ["stat": "fail", "code": 100, "message": message])
  }

  /// A v2 search page of one tweet saying `text`, by a user named `name` (`username`).
  public static func twitterSearch(
    text tweet: String = text, name: String = text, username: String = text
  ) -> StubResponse {
    json(
      200,
      [
        "data": [
          [
            "id": "1", "text": tweet, "author_id": "9", "created_at": "2024-03-05T14:21:07.000Z",
          ]
        ],
        "includes": ["users": [["id": "9", "name": name, "username": username]]],
        "meta": ["result_count": 1],
      ])
  }

  /// A v2 user lookup of a user named `name` (`username`).
  public static func twitterUser(name: String = text, username: String = text) -> StubResponse {
    json(200, ["data": ["id": "9", "name": name, "username": username]])
  }

  /// A v2 problem+json with `status` and `detail`.
  public static func twitterProblem(status: Int = 401, detail: String = text) -> StubResponse {
    json(
      status, ["title": "Unauthorized", "type": "about:blank", "status": status, "detail": detail])
  }

  /// A login answer for `firstName` `lastName`.
  public static func loginUser(firstName: String = text, lastName: String = text) -> StubResponse {
    json(200, ["first_name": firstName, "last_name": lastName, "auth_token": "t0ken"])
  }

  /// A login refusal saying `message`.
  public static func loginRefusal(message: String = text) -> StubResponse {
    json(422, ["error": ["code": "invalid_credentials", "message": message]])
  }

  /// A loopback server answering every endpoint of every service with `text` in each
  /// field the apps show: Flickr at `/services/rest/`, Twitter at `/2/…`, login at any
  /// other path. With `failing`, every answer is the service's error carrying `text`.
  public static func server(text hostile: String = text, failing: Bool = false) throws
    -> LoopbackHTTPServer
  {
    try LoopbackHTTPServer { request in
      switch (request.path, failing) {
      case ("/services/rest/", false): return flickrSearch(title: hostile)
      case ("/services/rest/", true): return flickrFailure(message: hostile)
      case (let path, false) where path.hasPrefix("/2/users/"):
        return twitterUser(name: hostile, username: hostile)
      case (let path, false) where path.hasPrefix("/2/"):
        return twitterSearch(text: hostile, name: hostile, username: hostile)
      case (let path, true) where path.hasPrefix("/2/"):
        return twitterProblem(detail: hostile)
      case (_, false): return loginUser(firstName: hostile, lastName: hostile)
      case (_, true): return loginRefusal(message: hostile)
      }
    }
  }
}
