import Foundation

/// Reads a DURATION: `1.5s`, `200ms`, `2m`.
public enum DurationParser {
  /// The duration in seconds. Throws `ParseError` with an example of the right form.
  public static func seconds(from text: String) throws -> TimeInterval {
    let units: [(suffix: String, scale: Double)] = [("ms", 0.001), ("s", 1), ("m", 60)]
    for unit in units where text.hasSuffix(unit.suffix) {
      let number = text.dropLast(unit.suffix.count)
      if let value = Double(number), value.isFinite, value >= 0 {
        return value * unit.scale
      }
    }
    throw ParseError("\"\(text)\" is not a duration: write it like 1.5s, 200ms or 2m")
  }

  /// `seconds` as the shell prints it: `1.5s`, `200ms`.
  public static func format(_ seconds: TimeInterval) -> String {
    if seconds < 1, seconds > 0 {
      return "\(Int((seconds * 1000).rounded()))ms"
    }
    let rounded = (seconds * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? "\(Int(rounded))s" : "\(rounded)s"
  }
}
