import ReactiveCore

/// A tweet, as a test app's service returns it: an opaque value closures read by field.
struct TestTweet: Equatable, CustomStringConvertible {
  let text: String
  let author: TestAuthor

  var description: String { "TestTweet(\(text))" }
}

/// A tweet's author.
struct TestAuthor: Equatable {
  let name: String
  let followers: Int
}

/// A value that cannot be compared with `==`.
struct TestSession {
  let token: String
}

/// A row as a list of view-models holds it: a class whose fields are properties.
final class TestRow {
  let title = MutableProperty("first")
  let isVisible = Property(value: true)
  let _storage = 1
}
