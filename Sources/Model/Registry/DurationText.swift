import Foundation

/// Reads and writes durations the way the shell and backend options spell them:
/// `2s`, `1.5s`, `200ms`, `0`.
public enum DurationText {
  /// The seconds `text` stands for, or nil when it is not a non-negative duration with a
  /// unit (`s` or `ms`; a bare `0` needs none).
  public static func seconds(from text: String) -> TimeInterval? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    if trimmed == "0" { return 0 }
    let number: Double?
    if trimmed.hasSuffix("ms") {
      number = Double(trimmed.dropLast(2)).map { $0 / 1_000 }
    } else if trimmed.hasSuffix("s") {
      number = Double(trimmed.dropLast())
    } else {
      number = nil
    }
    guard let number, number.isFinite, number >= 0 else { return nil }
    return number
  }

  /// `seconds` written as `2s`, `1.5s` or `200ms` (`0` for zero).
  public static func format(_ seconds: TimeInterval) -> String {
    if seconds == 0 { return "0" }
    if seconds < 1 {
      let milliseconds = (seconds * 1_000 * 1_000).rounded() / 1_000
      return "\(trimmed(milliseconds))ms"
    }
    return "\(trimmed((seconds * 1_000).rounded() / 1_000))s"
  }

  private static func trimmed(_ number: Double) -> String {
    number == number.rounded() ? String(Int(number)) : String(number)
  }
}
