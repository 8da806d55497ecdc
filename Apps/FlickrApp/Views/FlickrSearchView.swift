import ReactiveCore
import Widgets

/// The Flickr search screen: title, search field with its Go button, a spinner while
/// searching, the error of the last search, and the recent searches.
public final class FlickrSearchView: BoundView {
  /// The view-model shown.
  public let viewModel: FlickrSearchViewModel
  /// The view's bindings to `viewModel`; they end when the view is released.
  public let bindings = ViewBindings()
  /// The screen's title.
  public let titleLabel = TextLabel()
  /// The search text.
  public let searchField = TextField()
  /// Runs the search.
  public let goButton = TextButton(title: "Go")
  /// Turns while a search runs.
  public let activityIndicator = ActivityIndicator(caption: "searching…")
  /// Why the last search failed.
  public let errorLabel = TextLabel()
  /// The recent searches: text and how many photos matched.
  public let recentSearchesTable = TextTable(
    columns: [.init("Search"), .init("Results", rightAligned: true)], rowLimit: 5,
    showsHeader: false, emptyText: "No searches yet")

  /// The screen bound to `viewModel`.
  public init(viewModel: FlickrSearchViewModel) {
    self.viewModel = viewModel
    bindings.bind(titleLabel.text, to: viewModel.title)
    bindings.bind(searchField.text, to: viewModel.searchText)
    bindings.bind(goButton.isEnabled, to: viewModel.executeSearch.isEnabled)
    bindings.bind(activityIndicator.isAnimating, to: viewModel.executeSearch.isExecuting)
    bindings.bind(errorLabel.text, to: viewModel.errorMessage, map: ErrorLine.text)
    bindings.bind(recentSearchesTable.rows, to: viewModel.recentSearches, as: "a row per search") {
      ItemRows.following($0, row: Self.row)
    }
  }

  /// The framed screen.
  public func render(width: Int) -> [String] {
    let frame = ScreenFrame(availableWidth: width)
    let inner = frame.innerWidth
    let fieldWidth = inner - goButton.widestRendering - 1
    let searchRow =
      searchField.render(width: fieldWidth)[0] + " "
      + goButton.render(width: inner - fieldWidth - 1)[0]
    return frame.draw([
      titleLabel.render(width: inner),
      [searchRow] + activityIndicator.render(width: inner) + errorLabel.render(width: inner),
      ["Recent searches"] + recentSearchesTable.render(width: inner - 1).map { " " + $0 },
    ])
  }

  private static func row(for item: RecentSearchItemViewModel) -> SignalProducer<
    TextTable.Row, Never
  > {
    item.searchString.producer.combineLatest(with: item.totalResults.producer).map {
      text, total in TextTable.Row([text, total == 1 ? "1 result" : "\(total) results"])
    }
  }
}
