import ReactiveCore
import TerminalText
import Widgets

/// The results of a Flickr search: the text searched for, then a table of photos with
/// their favorites and comments (`…` until fetched, `!` and the reason when fetching
/// failed).
public final class SearchResultsView: BoundView {
  /// The view-model shown.
  public let viewModel: SearchResultsViewModel
  /// The view's bindings to `viewModel`; they end when the view is released.
  public let bindings = ViewBindings()
  /// The text searched for.
  public let titleLabel = TextLabel()
  /// One row per photo.
  public let resultsTable = TextTable(
    columns: [
      .init("Photo"), .init("Faves", rightAligned: true), .init("Comments", rightAligned: true),
    ],
    rowLimit: 10, emptyText: "No photos found")

  /// The screen bound to `viewModel`.
  public init(viewModel: SearchResultsViewModel) {
    self.viewModel = viewModel
    bindings.bind(titleLabel.text, to: viewModel.title) {
      "Results for “\(ControlCharacters.escaped($0))”"
    }
    let limit = resultsTable.rowLimit
    bindings.bind(resultsTable.rows, to: viewModel.searchResults, as: "a row per photo") {
      ItemRows.following($0, showing: limit, filler: TextTable.Row([]), row: Self.row)
    }
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
