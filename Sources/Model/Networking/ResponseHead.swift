import Foundation

/// The head of a response as its lines stream in (status line, header fields, the blank
/// line), within bounds: at most `maximumLines` lines and `maximumBytes` bytes in all,
/// interim (1xx) heads included, so a server cannot make the client parse or keep an
/// endless head.
struct ResponseHead {
  /// The most header lines accepted, interim heads included.
  static let maximumLines = 1_000
  /// The most bytes of head accepted, interim heads included.
  static let maximumBytes = 128 * 1024

  /// What a line did to the head.
  enum LineOutcome: Equatable {
    /// Read; more may follow.
    case accepted
    /// The head (or an interim head) is complete.
    case ended
    /// The head passed `maximumLines` or `maximumBytes`.
    case tooLarge
  }

  /// The status of the last status line read (0 before one).
  private(set) var status = 0
  /// The header fields of the last head, in order, names as sent.
  private(set) var fields: [(name: String, value: String)] = []
  /// Whether a final (not 1xx) head has been read to its blank line.
  private(set) var isComplete = false
  private var lineCount = 0
  private var byteCount = 0

  /// Reads one line as libcurl hands it over (with its line end).
  mutating func read(_ line: UnsafeRawBufferPointer) -> LineOutcome {
    lineCount += 1
    byteCount += line.count
    guard lineCount <= Self.maximumLines, byteCount <= Self.maximumBytes else { return .tooLarge }
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    if text.isEmpty {
      isComplete = !(100..<200).contains(status)
      return .ended
    }
    if text.hasPrefix("HTTP/") {
      // A new head: an interim one (100 Continue) is forgotten once the next begins.
      let parts = text.split(separator: " ", maxSplits: 2)
      status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
      fields = []
      isComplete = false
    } else if let colon = text.firstIndex(of: ":") {
      let name = text[..<colon].trimmingCharacters(in: .whitespaces)
      let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      fields.append((name, value))
    }
    return .accepted
  }

  /// The value of the field `name` (case-insensitive), the last one when repeated.
  func field(_ name: String) -> String? {
    fields.last { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// The body length the head announces (`Content-Length`), if it gives a valid one.
  var announcedLength: Int? {
    field("Content-Length").flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil }
  }
}
