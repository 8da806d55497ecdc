import ReactiveCore
import TerminalText
import ViewModels
import Widgets

/// Tweetboat: the handle with a mark saying whether it is valid, the Get Tweets and
/// Profile buttons, the account's name, the replies to it, and Load More until every
/// reply is loaded.
public final class TweetboatView: TextWidget {
  /// The view-model shown.
  public let viewModel: TweetboatViewModel
  /// Ends when the view is released, and every binding of the view with it.
  public let lifetime: Lifetime
  /// The handle to look up.
  public let usernameField = TextField()
  /// `✓` for a valid handle, `✗` otherwise.
  public let validMark = TextLabel()
  /// Loads the account and its first page of replies.
  public let getTweetsButton = TextButton(title: "Get Tweets")
  /// Shows the account's profile.
  public let profileButton = TextButton(title: "Profile")
  /// Turns while the account and first page load.
  public let loadingIndicator = ActivityIndicator(caption: "loading replies…")
  /// The account's display name.
  public let fullNameLabel = TextLabel()
  /// Why the last load failed.
  public let errorLabel = TextLabel()
  /// The replies loaded so far.
  public let repliesList = TextList(rowLimit: 5, linesPerRow: 3, emptyText: "No replies loaded")
  /// Loads the next page of replies.
  public let loadMoreButton = TextButton(title: "Load More")
  /// Turns while the next page loads.
  public let loadingMoreIndicator = ActivityIndicator(caption: "loading more…")
  /// Says so once every reply is loaded.
  public let allLoadedLabel = TextLabel()

  private let lifetimeToken = Lifetime.Token()

  /// The screen bound to `viewModel`.
  public init(viewModel: TweetboatViewModel) {
    self.viewModel = viewModel
    lifetime = Lifetime(lifetimeToken)
    lifetime += usernameField.text <~ viewModel.username
    lifetime += validMark.text <~ viewModel.usernameValid.producer.map(Self.validMarkText)
    lifetime += getTweetsButton.isEnabled <~ viewModel.getTweets.isEnabled
    lifetime += profileButton.isEnabled <~ viewModel.showProfile.isEnabled
    lifetime += loadingIndicator.isAnimating <~ viewModel.getTweets.isExecuting
    lifetime += fullNameLabel.text
      <~ viewModel.userFullName.producer.map {
        ControlCharacters.escaped($0 ?? "")
      }
    lifetime += errorLabel.text <~ viewModel.errorMessage.producer.map(ErrorLine.text)
    lifetime += repliesList.rows
      <~ ItemRows.following(
        viewModel.tweets, showing: repliesList.rowLimit, filler: "", row: TweetRow.row)
    lifetime += loadMoreButton.isEnabled <~ viewModel.loadMoreTweets.isEnabled
    lifetime += loadingMoreIndicator.isAnimating <~ viewModel.loadMoreTweets.isExecuting
    lifetime += allLoadedLabel.text <~ viewModel.allTweetsLoaded.producer.map(Self.allLoadedText)
  }

  /// The framed screen.
  public func render(width: Int) -> [String] {
    let frame = ScreenFrame(availableWidth: width)
    let inner = frame.innerWidth
    let buttons = TextFitting.flowed(
      getTweetsButton.render(width: inner) + profileButton.render(width: inner), width: inner)
    return frame.draw([
      ["Tweetboat"],
      [usernameField.render(width: inner - 2)[0] + " " + (validMark.render(width: 1).first ?? "")]
        + buttons + loadingIndicator.render(width: inner) + errorLabel.render(width: inner),
      fullNameLabel.render(width: inner) + repliesList.render(width: inner)
        + loadMoreButton.render(width: inner) + loadingMoreIndicator.render(width: inner)
        + allLoadedLabel.render(width: inner),
    ])
  }

  private static func validMarkText(_ isValid: Bool) -> String {
    isValid ? "✓" : "✗"
  }

  private static func allLoadedText(_ allLoaded: Bool) -> String {
    allLoaded ? "— all replies loaded —" : ""
  }
}
