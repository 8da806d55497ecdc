import FlickrModel
import Foundation
import LoopbackTestSupport
import Model
import ReactiveCore
import Testing

/// Credentials inside a URL (user information, `token=`/`api_key=` items) are masked
/// wherever the URL is shown.
@Suite("URL redaction")
struct URLRedactionTests {
  @Test(arguments: [
    ("http://user:pass@127.0.0.1:8080/rest/", "http://••••@127.0.0.1:8080/rest/"),
    ("https://x.org/a?token=abc&q=swift", "https://x.org/a?token=••••&q=swift"),
    (
      "http://h/r?api_key=k1&access_token=t2#secret=s3",
      "http://h/r?api_key=••••&access_token=••••#secret=••••"
    ),
    ("http://h/p?password=pw;sig=x&page=2", "http://h/p?password=••••;sig=••••&page=2"),
    ("ftp://u:p@host/?apikey=z", "ftp://••••@host/?apikey=••••"),
    ("http://127.0.0.1:9/plain?q=1", "http://127.0.0.1:9/plain?q=1"),
    (
      "could not reach http://a:b@h/x?token=t (refused)",
      "could not reach http://••••@h/x?token=•••• (refused)"
    ),
  ])
  func credentialsAreMasked(url: String, shown: String) {
    #expect(URLRedaction.redacting(url) == shown)
  }

  @Test func theActiveBackendSummaryMasksTheBaseURL() throws {
    let registry = makeRegistry(variables: ["FLICKR_API_KEY": "k"])
    try registry.use(
      service: "flickr", backend: "live",
      options: ["base-url=http://ada:hunter2@127.0.0.1:9/rest/?token=tok-secret&page=1"])
    let summary = try registry.activeDescription(of: "flickr")
    #expect(summary.hasPrefix("live base-url=http://••••@127.0.0.1:9/rest/?token=••••&page=1:"))
    #expect(!summary.contains("hunter2") && !summary.contains("tok-secret"))
  }

  @Test func anInvalidURLOptionIsEchoedMasked() {
    let error = #expect(throws: BackendRegistryError.self) {
      try makeRegistry(variables: ["FLICKR_API_KEY": "k"]).use(
        service: "flickr", backend: "live",
        options: ["base-url=ftp://ada:hunter2@example.com/?api_key=zzz-secret"])
    }
    let message = error?.description ?? ""
    #expect(message.contains("'ftp://••••@example.com/?api_key=••••'"))
    #expect(!message.contains("hunter2") && !message.contains("zzz-secret"))
  }

  @Test func listingsNeverShowAConfiguredURLsCredentials() throws {
    let registry = makeRegistry(variables: [
      "TWITTER_BEARER_TOKEN": "t", "TWITTER_BASE_URL": "http://ada:hunter2@127.0.0.1:9/",
    ])
    try registry.use(service: "twitter", backend: "live", options: [])
    let listing = try registry.backends(of: "twitter")
    let shown =
      listing.map { $0.summary + $0.options.map(\.summary).joined() }.joined()
      + (try registry.activeDescription(of: "twitter"))
    #expect(!shown.contains("hunter2"))
  }

  @Test func aRefusedConnectionMessageNeverCarriesTheKey() async throws {
    let registry = makeRegistry(variables: ["FLICKR_API_KEY": "key-secret-123"])
    try registry.use(
      service: "flickr", backend: "live",
      options: ["base-url=\(try LoopbackHTTPServer.unusedPortURL())/rest/"])
    let failure = await result(of: registry.service(.flickr).search("bird"))?.failure
    #expect(failure?.description.contains("key-secret-123") == false)
  }
}
