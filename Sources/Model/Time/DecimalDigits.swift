/// A non-negative decimal number read digit by digit (`12`, `1.5`, `0.250`), kept exact
/// so that scaling it to milliseconds never rounds.
struct DecimalDigits {
  /// The digits before the point, without leading zeros.
  let whole: Substring
  /// The digits after the point, without trailing zeros.
  let fraction: Substring

  /// Reads `text`: one or more ASCII digits, optionally a point and one or more digits.
  init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isWholeNumber } })
    else { return nil }
    whole = parts[0].drop { $0 == "0" }
    fraction = parts.count == 2 ? Self.droppingTrailingZeros(parts[1]) : ""
  }

  /// The number times `unit` as a whole number, or nil when that is not a whole number or
  /// does not fit (either way it is no valid span; `isTooFine` tells which).
  func scaled(by unit: Int64) -> Int64? {
    guard whole.count <= 12, fraction.count <= 10,
      let wholeValue = Int64(whole.isEmpty ? "0" : whole)
    else { return nil }
    let (wholePart, overflow) = wholeValue.multipliedReportingOverflow(by: unit)
    guard !overflow else { return nil }
    guard !fraction.isEmpty else { return wholePart }
    let divisor = (0..<fraction.count).reduce(Int64(1)) { product, _ in product * 10 }
    guard let fractionValue = Int64(fraction) else { return nil }
    let numerator = fractionValue * unit
    guard numerator % divisor == 0 else { return nil }
    return wholePart + numerator / divisor
  }

  /// Whether scaling by `unit` fails because the number has a part of a millisecond
  /// (rather than being too large).
  func isTooFine(for unit: Int64) -> Bool {
    guard whole.count <= 12 else { return false }
    guard fraction.count <= 10 else { return true }
    let divisor = (0..<fraction.count).reduce(Int64(1)) { product, _ in product * 10 }
    guard let fractionValue = Int64(fraction) else { return false }
    return (fractionValue * unit) % divisor != 0
  }

  private static func droppingTrailingZeros(_ digits: Substring) -> Substring {
    var digits = digits
    while digits.last == "0" { digits.removeLast() }
    return digits
  }
}
