import Foundation
import Model
import Synchronization

/// A generated Twitter catalog for large sessions (`use twitter fixture size=N`): `size`
/// tweets, each a reply to @mvvm_daily from one of 40 generated accounts and mentioning
/// swift, reactive or mvvm, a minute apart, newest first. It is written as one v2 search
/// body and read by the live backend's decoder on the first request; the same size always
/// gives the same tweets.
final class TwitterGeneratedFixture: Sendable {
  /// The largest catalog `size=` may ask for.
  static let maximumSize = 100_000
  /// The account every generated tweet replies to.
  static let account = (id: "14392506", username: "mvvm_daily", name: "MVVM Daily")

  /// How many tweets the catalog holds.
  let size: Int
  private let catalog = Mutex<Result<TwitterFixtureCatalog, ServiceError>?>(nil)

  /// A catalog of `size` tweets (1 to `maximumSize`), generated when first asked for.
  init(size: Int) {
    self.size = size
  }

  /// The decoded catalog, generated and decoded on the first call.
  func load() -> Result<TwitterFixtureCatalog, ServiceError> {
    catalog.withLock { catalog in
      if let catalog { return catalog }
      let loaded = Result { () throws(ServiceError) in
        try TwitterFixtureCatalog(body: Data(body().utf8))
      }
      catalog = loaded
      return loaded
    }
  }

  private static let repliers = 40
  private static let templates = [
    "how do you test a view-model that throttles its searches in swift?",
    "reactive bindings finally clicked for me, thanks!",
    "is mvvm still worth it with the new observation tools?",
    "the swift concurrency checker found a real bug in my view-model today",
    "reactive paging like your tweetboat demo works nicely for long feeds",
  ]

  /// The v2 search body: `data` newest first, the authors in `includes.users`.
  private func body() -> String {
    let newest = Date(timeIntervalSince1970: 1_709_650_800)
    let dates = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    var text = "{\"data\":["
    text.reserveCapacity(size * 220)
    for index in 0..<size {
      let author = 900_000_000 + index % Self.repliers
      let words = Self.templates[index % Self.templates.count]
      let created = newest.addingTimeInterval(-60 * Double(index)).formatted(dates)
      text += index == 0 ? "\n" : ",\n"
      text += """
        {"id":"\(1_780_000_000_000_000_000 + size - index)","text":"@\(Self.account.username) \
        \(words) (#\(size - index))","author_id":"\(author)","created_at":"\(created)",\
        "in_reply_to_user_id":"\(Self.account.id)"}
        """
    }
    text += "\n],\"includes\":{\"users\":[\n"
    text += """
      {"id":"\(Self.account.id)","name":"\(Self.account.name)","username":"\(Self.account.username)"}
      """
    for replier in 0..<Self.repliers {
      text += """
        ,
        {"id":"\(900_000_000 + replier)","name":"Replier \(replier + 1)","username":"replier_\(replier + 1)"}
        """
    }
    return text + "\n]},\"meta\":{\"result_count\":\(size)}}"
  }
}
