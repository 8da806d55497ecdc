import Foundation

/// A parsed option value, typed by its option's kind.
public enum BackendOptionValue: Sendable, Hashable {
  /// A duration, from 0 to 365 days.
  case duration(TimeSpan)
  /// A number from 0 to 1.
  case probability(Double)
  /// Plain text.
  case text(String)
  /// A secret; never shown.
  case secret(String)
  /// An absolute http(s) URL.
  case url(URL)
  /// A whole number.
  case integer(Int)
  /// An amount of data.
  case size(ByteSize)

  /// Parses `text` as a value of `kind`, throwing `.invalidOptionValue` naming the
  /// expected form when it does not fit.
  public static func parse(_ text: String, as kind: BackendOption.Kind, option: String)
    throws(BackendRegistryError)
    -> BackendOptionValue
  {
    let shown: String
    switch kind {
    case .secret: shown = ""
    case .url: shown = URLRedaction.redacting(text)
    default: shown = text
    }
    let invalid = BackendRegistryError.invalidOptionValue(
      option: option, value: shown, expected: kind.expectedForm)
    if kind == .secret || kind == .url, text.contains(SecretMasking.mask) {
      throw .maskedSecret(option: option)
    }
    switch kind {
    case .duration:
      guard let span = try? TimeSpan(parsing: text) else { throw invalid }
      return .duration(span)
    case .probability:
      guard let number = Double(text), number.isFinite, (0...1).contains(number) else {
        throw invalid
      }
      return .probability(number)
    case .text:
      guard !text.isEmpty else { throw invalid }
      return .text(text)
    case .secret:
      guard !text.isEmpty else { throw invalid }
      return .secret(text)
    case .url:
      guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
        scheme == "http" || scheme == "https", url.host != nil
      else { throw invalid }
      return .url(url)
    case .integer:
      guard let number = Int(text) else { throw invalid }
      return .integer(number)
    case .size:
      guard let size = ByteSize(parsing: text) else { throw invalid }
      return .size(size)
    }
  }

  /// The value as it is shown in listings: secrets as `••••`, durations as `2s`, URLs
  /// with their credentials masked (`http://••••@host/?token=••••`).
  public var displayText: String {
    switch self {
    case .duration(let span): return span.description
    case .probability(let number): return String(number)
    case .text(let text): return text
    case .secret: return "••••"
    case .url(let url): return URLRedaction.redacting(url.absoluteString)
    case .integer(let number): return String(number)
    case .size(let size): return size.written
    }
  }
}
