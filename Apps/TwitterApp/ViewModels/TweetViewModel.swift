import Foundation
import Model
import ReactiveCore
import TwitterModel
import ViewModelKit

/// One tweet in a list: its text and author never change; its age in seconds is kept
/// current by a one-second timer on the view-models' scheduler, which stops when the
/// view-model is released.
public final class TweetViewModel: ViewModel {
  /// The tweet's text.
  public let status: Property<String>
  /// The author's handle, without `@`.
  public let username: Property<String>
  /// The author's avatar, if any.
  public let profileImageUrl: Property<URL?>
  /// Whole seconds since the tweet was posted, by the scheduler's clock; 0 for a tweet
  /// stamped later than that clock reads (a server clock ahead of this machine's).
  public let ageInSeconds: Property<Int>

  private let _lifetimeToken = Lifetime.Token()

  /// The view-model of `tweet`, whose age is measured on `scheduler`.
  public init(tweet: Tweet, scheduler: DateScheduler) {
    status = Property(value: tweet.status)
    username = Property(value: tweet.author.username)
    profileImageUrl = Property(value: tweet.author.profileImageURL)

    let postedAt = tweet.createdAt
    let age = MutableProperty(Self.age(at: scheduler.currentDate, postedAt: postedAt))
    ageInSeconds = Property(capturing: age)
    let ticks = scheduler.schedule(
      after: scheduler.currentDate.addingTimeInterval(1), interval: .seconds(1)
    ) { [weak scheduler] in
      guard let scheduler else { return }
      age.value = Self.age(at: scheduler.currentDate, postedAt: postedAt)
    }
    Lifetime(_lifetimeToken) += ticks
  }

  private static func age(at now: Date, postedAt: Date) -> Int {
    max(0, Int(now.timeIntervalSince(postedAt).rounded(.down)))
  }

  /// The tweet's text.
  public var displayTitle: String? { status.value }
}
