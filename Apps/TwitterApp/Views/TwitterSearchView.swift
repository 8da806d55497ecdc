import ReactiveCore
import Widgets

/// Twitter search as you type: the search field, a spinner while a search runs, how
/// long the last one took, its error, and the tweets found.
public final class TwitterSearchView: BoundView {
  /// The view-model shown.
  public let viewModel: TwitterSearchViewModel
  /// The view's bindings to `viewModel`; they end when the view is released.
  public let bindings = ViewBindings()
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

  /// The screen bound to `viewModel`.
  public init(viewModel: TwitterSearchViewModel) {
    self.viewModel = viewModel
    bindings.bind(searchField.text, to: viewModel.searchText)
    bindings.bind(activityIndicator.isAnimating, to: viewModel.isSearching)
    bindings.bind(executionTimeLabel.text, to: viewModel.queryExecutionTime)
    bindings.bind(errorLabel.text, to: viewModel.errorMessage, map: ErrorLine.text)
    let limit = tweetsList.rowLimit
    bindings.bind(tweetsList.rows, to: viewModel.tweets, as: "a row per tweet") {
      ItemRows.following($0, showing: limit, filler: "", row: TweetRow.row)
    }
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
