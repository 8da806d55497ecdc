import ReactiveCore
import ViewModels
import Widgets

/// Twitter search as you type: the search field, a spinner while a search runs, how
/// long the last one took, its error, and the tweets found.
public final class TwitterSearchView: TextWidget {
  /// The view-model shown.
  public let viewModel: TwitterSearchViewModel
  /// Ends when the view is released, and every binding of the view with it.
  public let lifetime: Lifetime
  /// The search text.
  public let searchField = TextField()
  /// Turns while a search runs.
  public let activityIndicator = ActivityIndicator(caption: "searching…")
  /// How long the last search took.
  public let executionTimeLabel = TextLabel()
  /// Why the last search failed.
  public let errorLabel = TextLabel()
  /// The tweets found, newest first.
  public let tweetsList = TextList(rowLimit: 5, linesPerRow: 3, emptyText: "No tweets")

  private let lifetimeToken = Lifetime.Token()

  /// The screen bound to `viewModel`.
  public init(viewModel: TwitterSearchViewModel) {
    self.viewModel = viewModel
    lifetime = Lifetime(lifetimeToken)
    lifetime += searchField.text <~ viewModel.searchText
    lifetime += activityIndicator.isAnimating <~ viewModel.isSearching
    lifetime += executionTimeLabel.text <~ viewModel.queryExecutionTime
    lifetime += errorLabel.text <~ viewModel.errorMessage.producer.map(ErrorLine.text)
    lifetime += tweetsList.rows
      <~ ItemRows.following(
        viewModel.tweets, showing: tweetsList.rowLimit, filler: "", row: TweetRow.row)
  }

  /// The framed screen.
  public func render(width: Int) -> [String] {
    let frame = ScreenFrame(availableWidth: width)
    let inner = frame.innerWidth
    return frame.draw([
      ["Twitter Search"],
      searchField.render(width: inner) + activityIndicator.render(width: inner)
        + executionTimeLabel.render(width: inner) + errorLabel.render(width: inner),
      tweetsList.render(width: inner),
    ])
  }
}
