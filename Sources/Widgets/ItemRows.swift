import ReactiveCore

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

  /// The rows of `list`'s first `limit` items, kept current, followed by `filler` for
  /// every other item: for a widget that draws at most `limit` rows and only counts the
  /// rest (`… N more`), so a list of 10,000 items binds the few rows it shows.
  public static func following<List: PropertyProtocol, Item, Row>(
    _ list: List, showing limit: Int, filler: Row,
    row: @escaping (Item) -> SignalProducer<Row, Never>
  ) -> SignalProducer<[Row], Never> where List.Value == [Item] {
    list.producer.flatMap(.latest) { items in
      let hidden = repeatElement(filler, count: max(0, items.count - limit))
      return rows(of: Array(items.prefix(limit)), row: row).map { $0 + hidden }
    }
  }

  /// The rows of `items`: sent once every item has a row, then on each change.
  public static func rows<Item, Row>(
    of items: [Item], row: (Item) -> SignalProducer<Row, Never>
  ) -> SignalProducer<[Row], Never> {
    guard !items.isEmpty else { return SignalProducer(value: []) }
    // Each item's row producer feeds one table, which fills its slots in place and sends
    // the rows once complete: a list of n items costs O(n) to start. (Merging the row
    // producers and copying the rows per change made starting 10,000 rows take seconds.)
    let producers = items.map(row)
    return SignalProducer { observer, lifetime in
      let table = ItemRowTable<Row>(count: producers.count)
      for (index, producer) in producers.enumerated() {
        lifetime += producer.startWithValues { row in
          table.set(row, at: index) { observer.send(value: $0) }
        }
      }
    }
  }
}
