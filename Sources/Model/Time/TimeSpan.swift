import Foundation

/// A length of time as the shell and backend options write it: a number and a unit
/// (`200ms`, `1.5s`, `2m`, `1h`, `1d`) or a bare `0`, from 0 to 365 days.
///
/// It holds whole milliseconds, so reading and writing never round: `TimeSpan(parsing:)`
/// of `description` gives the same span back. Text finer than a millisecond
/// (`999µs`, `0.5ms`) and text out of range are errors that name the rule.
public struct TimeSpan: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The units a duration may be written in, largest first, with their milliseconds.
  static let units: [(suffix: String, milliseconds: Int64)] = [
    ("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1_000), ("ms", 1),
  ]

  /// No time at all.
  public static let zero = TimeSpan(exactMilliseconds: 0)
  /// The longest span: 365 days.
  public static let maximum = TimeSpan(exactMilliseconds: 365 * 86_400_000)
  /// The valid range in words, for help texts and error messages.
  public static let rangeDescription = "from 0 to 365d"

  /// The span in whole milliseconds, from 0 to `maximum.milliseconds`.
  public let milliseconds: Int64

  private init(exactMilliseconds: Int64) {
    milliseconds = exactMilliseconds
  }

  /// The span of `milliseconds`; nil when it is negative or longer than `maximum`.
  public init?(milliseconds: Int64) {
    guard (0...Self.maximum.milliseconds).contains(milliseconds) else { return nil }
    self.init(exactMilliseconds: milliseconds)
  }

  /// `count` milliseconds, for constants in code; the count must be in range.
  public static func milliseconds(_ count: Int64) -> TimeSpan {
    guard let span = TimeSpan(milliseconds: count) else {
      preconditionFailure("\(count)ms is outside the range of a TimeSpan")
    }
    return span
  }

  /// `count` seconds, for constants in code; the count must be in range.
  public static func seconds(_ count: Int64) -> TimeSpan {
    milliseconds(count * 1_000)
  }

  /// A measured time (`Date` differences, say) rounded to the nearest millisecond and
  /// clamped into range: negative and NaN become 0, anything too long `maximum`.
  public init(clampingSeconds seconds: TimeInterval) {
    let limit = Double(Self.maximum.milliseconds)
    let scaled = (seconds * 1_000).rounded()
    guard scaled > 0 else {
      self.init(exactMilliseconds: 0)
      return
    }
    self.init(exactMilliseconds: scaled >= limit ? Self.maximum.milliseconds : Int64(scaled))
  }

  /// Reads `text` (surrounding spaces and letter case ignored): digits, optionally a
  /// fraction, then `ms`, `s`, `m`, `h` or `d`; or `0` alone. No sign, exponent, hex,
  /// `inf` or `nan`. Throws a `TimeSpanError` saying what was wrong.
  public init(parsing text: String) throws(TimeSpanError) {
    let written = Self.trimmingWhitespace(text).lowercased()
    if written == "0" {
      self.init(exactMilliseconds: 0)
      return
    }
    if ["µs", "us", "ns"].contains(where: { written.hasSuffix($0) }),
      DecimalDigits(String(written.dropLast(2))) != nil
    {
      throw .finerThanAMillisecond(text)
    }
    guard let unit = Self.units.last(where: { written.hasSuffix($0.suffix) }),
      let number = DecimalDigits(String(written.dropLast(unit.suffix.count)))
    else { throw .notADuration(text) }
    guard let milliseconds = number.scaled(by: unit.milliseconds) else {
      throw number.isTooFine(for: unit.milliseconds)
        ? .finerThanAMillisecond(text) : .outOfRange(text)
    }
    guard let span = TimeSpan(milliseconds: milliseconds) else { throw .outOfRange(text) }
    self = span
  }

  /// `text` without the whitespace at either end. A span typed without any (`1s`: both
  /// ends printable ASCII, which holds no whitespace) is returned as it is, without the
  /// trip through Foundation that trimming takes: every `advance` line parses one.
  private static func trimmingWhitespace(_ text: String) -> String {
    if let first = text.utf8.first, let last = text.utf8.last,
      (0x21..<0x80).contains(first), (0x21..<0x80).contains(last)
    {
      return text
    }
    return text.trimmingCharacters(in: .whitespaces)
  }

  /// The span in seconds, for APIs that take a `TimeInterval`.
  public var seconds: TimeInterval { Double(milliseconds) / 1_000 }

  /// The span as a dispatch interval (never traps: the range fits).
  public var dispatchInterval: DispatchTimeInterval { .milliseconds(Int(milliseconds)) }

  /// The span as the shell writes it: `0`; below a second in `ms`; a whole number of
  /// days, hours or minutes in that unit (`2m`, `1h`, `365d`); else seconds with up to
  /// three decimals (`1.5s`, `90s`, `1.001s`). Reading it back gives the same span.
  public var description: String {
    if milliseconds == 0 { return "0" }
    if milliseconds < 1_000 { return "\(milliseconds)ms" }
    for unit in Self.units where unit.milliseconds >= 60_000 {
      if milliseconds % unit.milliseconds == 0 {
        return "\(milliseconds / unit.milliseconds)\(unit.suffix)"
      }
    }
    let whole = milliseconds / 1_000
    let fraction = milliseconds % 1_000
    guard fraction != 0 else { return "\(whole)s" }
    var decimals = String(fraction)
    decimals = String(repeating: "0", count: 3 - decimals.count) + decimals
    while decimals.hasSuffix("0") { decimals.removeLast() }
    return "\(whole).\(decimals)s"
  }

  /// Whether `lhs` is shorter than `rhs`.
  public static func < (lhs: TimeSpan, rhs: TimeSpan) -> Bool {
    lhs.milliseconds < rhs.milliseconds
  }
}
