import Foundation
import Model
import Testing

/// The one masking rule: secret options however quoted, URL user information, query items
/// named like secrets, JSON fields named like secrets; nothing else, and twice is once.
@Suite("Secret masking")
struct SecretMaskingTests {
  let rule = SecretMasking(secretOptions: ["api-key", "bearer-token"])

  @Test(arguments: [
    ("use flickr live api-key=K1 timeout=5s", "use flickr live api-key=•••• timeout=5s"),
    (#"use twitter live "bearer-token=T1""#, #"use twitter live "bearer-token=••••""#),
    (#"use twitter live bearer-token="a b\" c" x=1"#, "use twitter live bearer-token=•••• x=1"),
    (#"use twitter live bearer-token=ab"c d" x=1"#, "use twitter live bearer-token=•••• x=1"),
    (
      #"say "use flickr live api-key=K1 timeout=5s""#,
      #"say "use flickr live api-key=•••• timeout=5s""#
    ),
    (
      #"{"subject": "line 3: use flickr live api-key=K1"}"#,
      #"{"subject": "line 3: use flickr live api-key=••••"}"#
    ),
    ("'api-key=K1'", "'api-key=••••"),
    ("set searchText api-key", "set searchText api-key"),
    ("set title x-api-key=1", "set title x-api-key=1"),
    ("use flickr live api-key=", "use flickr live api-key="),
    (
      "set FLICKR_API_KEY, give api-key=, or add a line",
      "set FLICKR_API_KEY, give api-key=, or add a line"
    ),
  ])
  func secretOptionsAreMaskedHoweverQuoted(line: String, masked: String) {
    #expect(rule.masking(line) == masked)
    #expect(rule.masking(masked) == masked, "masking twice changes nothing")
  }

  @Test(arguments: [
    ("http://ada:pw@h:8080/x", "http://••••@h:8080/x"),
    ("got 'http:/ada:pw@h/x'", "got 'http:/••••@h/x'"),
    ("base-url=https://ada@h/", "base-url=https://••••@h/"),
    (
      "http://h/?token=1&access_token=2&password=3&api_key=4&key=5&secret=6&sig=7&q=swift",
      "http://h/?token=••••&access_token=••••&password=••••&api_key=••••&key=••••&secret=••••&sig=••••&q=swift"
    ),
    ("http://h/?keyword=swift&author=ada&page=2", "http://h/?keyword=swift&author=ada&page=2"),
    (
      "http://h/2/search?next_token=abc&pagination_token=def",
      "http://h/2/search?next_token=abc&pagination_token=def"
    ),
    ("mail ada@example.org at 10:30@home", "mail ada@example.org at 10:30@home"),
    (
      "\"url\": \"http://u:p@h/?X-Amz-Signature=s\",",
      "\"url\": \"http://••••@h/?X-Amz-Signature=••••\","
    ),
  ])
  func urlCredentialsAreMasked(text: String, masked: String) {
    #expect(rule.masking(text) == masked)
  }

  @Test func aMaskInALineIsFoundAndNamed() {
    #expect(rule.maskedSecrets(in: "use flickr live api-key=••••") == ["api-key="])
    #expect(rule.maskedSecrets(in: #"use twitter live "bearer-token=••••""#) == ["bearer-token="])
    #expect(rule.maskedSecrets(in: "use login live url=http://••••@h/") == ["a URL's credentials"])
    #expect(rule.maskedSecrets(in: "use flickr live api-key=K1").isEmpty)
  }

  @Test func aJSONBodyKeepsItsLayoutWithSecretFieldsMasked() {
    let body =
      #"{"first_name":"Ada", "auth_token" : "t\"1", "meta":{"next_token":"n2","count":3,"key":7},"password":"pw"}"#
    let masked = String(decoding: SecretMasking.maskingJSON(Data(body.utf8)), as: UTF8.self)
    #expect(
      masked
        == #"{"first_name":"Ada", "auth_token" : "••••", "meta":{"next_token":"n2","count":3,"key":7},"password":"••••"}"#
    )
    #expect(SecretMasking.maskingJSON(Data(masked.utf8)) == Data(masked.utf8))
    #expect(
      String(decoding: SecretMasking.maskingJSON(Data("see http://u:p@h/".utf8)), as: UTF8.self)
        == "see http://••••@h/", "a body that is not JSON is masked as text")
  }

  @Test func namesAreSecretByTheirWords() {
    for name in [
      "token", "auth_token", "accessToken", "X-Amz-Signature", "api_sig", "apikey", "PASSWORD",
    ] {
      #expect(SecretNames.isSecret(name), "\(name)")
    }
    for name in ["keyword", "author", "monkey", "next_token", "pageToken", "q", "title"] {
      #expect(!SecretNames.isSecret(name), "\(name)")
    }
  }
}
