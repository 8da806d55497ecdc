import ReactiveCore
import TerminalText
import Widgets

/// How a tweet is drawn in a list, `@username · 5m` then its text: the text counterpart
/// of a tweet cell, bound to the tweet's view-model so its age stays current. A post of
/// several lines is drawn on as many lines of the row (blank ones left out); any other
/// control character in it is shown escaped.
public enum TweetRow {
  /// The row of `tweet`, again each time its age changes.
  public static func row(for tweet: TweetViewModel) -> SignalProducer<String, Never> {
    SignalProducer.combineLatest(
      tweet.username.producer, tweet.ageInSeconds.producer, tweet.status.producer
    ).map { username, age, status in
      "@\(ControlCharacters.escaped(username)) · \(ageText(age))\n\(lines(of: status))"
    }
  }

  /// `status` with each of its lines escaped on its own, blank lines left out.
  static func lines(of status: String) -> String {
    status.split(whereSeparator: \.isNewline).map { ControlCharacters.escaped(String($0)) }
      .joined(separator: "\n")
  }

  /// An age in the largest whole unit: `42s`, `5m`, `3h`, `12d`.
  public static func ageText(_ seconds: Int) -> String {
    switch max(0, seconds) {
    case ..<60: "\(max(0, seconds))s"
    case ..<3600: "\(seconds / 60)m"
    case ..<86400: "\(seconds / 3600)h"
    default: "\(seconds / 86400)d"
    }
  }
}
