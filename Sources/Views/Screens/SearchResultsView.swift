import ReactiveCore
import TerminalText
import ViewModels
import Widgets

/// The results of a Flickr search: the text searched for, then a table of photos with
/// their favorites and comments (`…` until fetched, `!` and the reason when fetching
/// failed).
public final class SearchResultsView: TextWidget {
  /// The view-model shown.
  public let viewModel: SearchResultsViewModel
  /// Ends when the view is released, and every binding of the view with it.
  public let lifetime: Lifetime
  /// The text searched for.
  public let titleLabel = TextLabel()
  /// One row per photo.
  public let resultsTable = TextTable(
    columns: [
      .init("Photo"), .init("Faves", rightAligned: true), .init("Comments", rightAligned: true),
    ],
    rowLimit: 10, emptyText: "No photos found")

  private let lifetimeToken = Lifetime.Token()

  /// The screen bound to `viewModel`.
  public init(viewModel: SearchResultsViewModel) {
    self.viewModel = viewModel
    lifetime = Lifetime(lifetimeToken)
    lifetime += titleLabel.text
      <~ viewModel.title.producer.map {
        "Results for “\(ControlCharacters.escaped($0))”"
      }
    lifetime += resultsTable.rows
      <~ ItemRows.following(
        viewModel.searchResults, showing: resultsTable.rowLimit, filler: TextTable.Row([]),
        row: Self.row)
  }

  /// The framed screen.
  public func render(width: Int) -> [String] {
    let frame = ScreenFrame(availableWidth: width)
    return frame.draw([
      titleLabel.render(width: frame.innerWidth), resultsTable.render(width: frame.innerWidth),
    ])
  }

  private static func row(for item: SearchResultsItemViewModel) -> SignalProducer<
    TextTable.Row, Never
  > {
    SignalProducer.combineLatest(
      item.title.producer, item.favorites.producer, item.comments.producer,
      item.metadataError.producer
    ).map { title, favorites, comments, error in
      let title = title.isEmpty ? "(untitled)" : title
      guard error == nil else {
        return TextTable.Row([title, "!", "!"], note: error.map { "! " + $0 })
      }
      return TextTable.Row([
        title, favorites.map(String.init) ?? "…", comments.map(String.init) ?? "…",
      ])
    }
  }
}
