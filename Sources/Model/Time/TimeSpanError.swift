/// Why a text is not a `TimeSpan`, in words that say what would be right.
public enum TimeSpanError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text does not follow the grammar (a number and a unit, or `0`).
  case notADuration(String)
  /// The text is a duration, but longer than 365 days.
  case outOfRange(String)
  /// The text asks for a part of a millisecond.
  case finerThanAMillisecond(String)

  /// One sentence naming the text, the problem and the valid form and range.
  public var description: String {
    switch self {
    case .notADuration(let text):
      return
        "\"\(text)\" is not a duration: write a number and a unit (ms, s, m, h, d) like 1.5s, 200ms or 2m, or 0, \(TimeSpan.rangeDescription)"
    case .outOfRange(let text):
      return "\"\(text)\" is too long: a duration runs \(TimeSpan.rangeDescription)"
    case .finerThanAMillisecond(let text):
      return
        "\"\(text)\" is finer than a millisecond: a duration is whole milliseconds, like 1ms or 1.5s, \(TimeSpan.rangeDescription)"
    }
  }
}
