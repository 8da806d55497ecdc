import ReactiveCore
import Widgets

/// The display rows of a list of item view-models, kept current as the list changes and
/// as each item's own properties change (a tweet's age, a photo's favorites): the text
/// counterpart of table cells each bound to their item.
public enum ItemRows {
  /// Every row of `list`'s items, again whenever the list or an item's row changes.
  /// `row` makes one item's row producer from the item's properties.
  public static func following<List: PropertyProtocol, Item, Row>(
    _ list: List, row: @escaping (Item) -> SignalProducer<Row, Never>
  ) -> SignalProducer<[Row], Never> where List.Value == [Item] {
    list.producer.flatMap(.latest) { items in rows(of: items, row: row) }
  }

  /// The rows of `items`: sent once every item has a row, then on each change.
  public static func rows<Item, Row>(
    of items: [Item], row: (Item) -> SignalProducer<Row, Never>
  ) -> SignalProducer<[Row], Never> {
    guard !items.isEmpty else { return SignalProducer(value: []) }
    // Merged rather than combined pairwise, so a long list does not nest deeply.
    let changes = items.enumerated().map { index, item in row(item).map { (index, $0) } }
    return SignalProducer.merge(changes)
      .scan([Row?](repeating: nil, count: items.count)) { rows, change in
        var rows = rows
        rows[change.0] = change.1
        return rows
      }
      .map { rows in rows.compactMap { $0 } }
      .filter { $0.count == items.count }
  }
}
