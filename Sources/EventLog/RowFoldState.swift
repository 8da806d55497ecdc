/// A fold of one turn's changes to the same member of neighbouring rows with one cause
/// (`tweets[0…19].ageInSeconds`, all ticked by one timer), as `EventLog` extends it: the
/// event it went into, its cause, the lowest and highest row, their values, and whether the rows' values differ, so the
/// event prints the values it stands for (`= 61, …, 1201`), not the first row's alone.
struct RowFoldState {
  /// The number of the event the fold went into.
  let sequence: Int
  /// The cause every folded row's change shares.
  let cause: Int?
  /// The lowest row folded in.
  private(set) var low: Int
  /// The highest row folded in.
  private(set) var high: Int
  /// The lowest row's value.
  private(set) var lowValue: LoggedValue?
  /// The highest row's value.
  private(set) var highValue: LoggedValue?
  /// Whether the folded rows' values are not all the same.
  private(set) var rowsDiffer = false

  /// A fold of one row's change.
  init(sequence: Int, cause: Int?, row: Int, value: LoggedValue?) {
    self.sequence = sequence
    self.cause = cause
    low = row
    high = row
    lowValue = value
    highValue = value
  }

  /// Takes in `row`'s change to `value`: a row next to the range extends it; the one row
  /// of a range of one changing again keeps its latest value; a row inside a wider range
  /// changing again leaves its values unknown, told as differing.
  mutating func take(row: Int, value: LoggedValue?) {
    if row == high + 1 {
      rowsDiffer = rowsDiffer || !Self.same(highValue, value)
      high = row
      highValue = value
    } else if row == low - 1 {
      rowsDiffer = rowsDiffer || !Self.same(lowValue, value)
      low = row
      lowValue = value
    } else if low == high {
      lowValue = value
      highValue = value
    } else {
      rowsDiffer = rowsDiffer || !Self.same(lowValue, value) || !Self.same(highValue, value)
    }
  }

  private static func same(_ one: LoggedValue?, _ other: LoggedValue?) -> Bool {
    switch (one, other) {
    case (nil, nil): true
    case (let one?, let other?): one.printsLike(other)
    default: false
    }
  }
}
