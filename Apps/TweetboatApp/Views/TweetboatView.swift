import ReactiveCore
import TerminalText
import TwitterApp
import Widgets

/// Tweetboat: the handle with a mark saying whether it is valid, the Get Tweets and
/// Profile buttons, the account's name, the replies to it, and Load More until every
/// reply is loaded.
public final class TweetboatView: BoundView {
  /// The view-model shown.
  public let viewModel: TweetboatViewModel
  /// The view's bindings to `viewModel`; they end when the view is released.
  public let bindings = ViewBindings()
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

  /// The screen bound to `viewModel`.
  public init(viewModel: TweetboatViewModel) {
    self.viewModel = viewModel
    bindings.bind(usernameField.text, to: viewModel.username)
    bindings.bind(validMark.text, to: viewModel.usernameValid, map: Self.validMarkText)
    bindings.bind(getTweetsButton.isEnabled, to: viewModel.getTweets.isEnabled)
    bindings.bind(profileButton.isEnabled, to: viewModel.showProfile.isEnabled)
    bindings.bind(loadingIndicator.isAnimating, to: viewModel.getTweets.isExecuting)
    bindings.bind(fullNameLabel.text, to: viewModel.userFullName) {
      ControlCharacters.escaped($0 ?? "")
    }
    bindings.bind(errorLabel.text, to: viewModel.errorMessage, map: ErrorLine.text)
    let limit = repliesList.rowLimit
    bindings.bind(repliesList.rows, to: viewModel.tweets, as: "a row per reply") {
      ItemRows.following($0, showing: limit, filler: "", row: TweetRow.row)
    }
    bindings.bind(loadMoreButton.isEnabled, to: viewModel.loadMoreTweets.isEnabled)
    bindings.bind(loadingMoreIndicator.isAnimating, to: viewModel.loadMoreTweets.isExecuting)
    bindings.bind(allLoadedLabel.text, to: viewModel.allTweetsLoaded, map: Self.allLoadedText)
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
