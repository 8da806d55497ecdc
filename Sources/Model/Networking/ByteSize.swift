import Foundation

/// An amount of data as backend options write it: a whole number of bytes, optionally
/// with a unit (`4MB`, `512KB`, `1GB`, `100B`; 1 KB is 1024 bytes), from 1 byte to 1 GB.
public struct ByteSize: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The units a size may be written in, largest first, with their bytes.
  static let units: [(suffix: String, bytes: Int)] = [
    ("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10), ("B", 1),
  ]

  /// The largest size: 1 GB.
  public static let maximum = ByteSize(exactBytes: 1 << 30)
  /// The valid range in words, for help texts and error messages.
  public static let rangeDescription = "from 1B to 1GB"

  /// The size in bytes, from 1 to `maximum.bytes`.
  public let bytes: Int

  private init(exactBytes: Int) {
    bytes = exactBytes
  }

  /// The size of `bytes`; nil when it is below 1 or above `maximum`.
  public init?(bytes: Int) {
    guard (1...Self.maximum.bytes).contains(bytes) else { return nil }
    self.init(exactBytes: bytes)
  }

  /// `count` megabytes, for constants in code; the count must be in range.
  public static func megabytes(_ count: Int) -> ByteSize {
    guard let size = ByteSize(bytes: count << 20) else {
      preconditionFailure("\(count)MB is outside the range of a ByteSize")
    }
    return size
  }

  /// Reads `text` (surrounding spaces and letter case ignored): digits, then `B`, `KB`,
  /// `MB`, `GB` or nothing (bytes). Nil when it does not fit the form or the range.
  public init?(parsing text: String) {
    let written = text.trimmingCharacters(in: .whitespaces).uppercased()
    let unit = Self.units.first { written.hasSuffix($0.suffix) } ?? ("", 1)
    let digits = written.dropLast(unit.suffix.count)
    guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy(\.isASCIIDigit),
      let count = Int(digits)
    else { return nil }
    let (total, overflow) = count.multipliedReportingOverflow(by: unit.bytes)
    guard !overflow, let size = ByteSize(bytes: total) else { return nil }
    self = size
  }

  /// The size as options write it, in the largest unit that divides it: `4MB`, `1500B`.
  public var written: String {
    let unit = Self.units.first { bytes % $0.bytes == 0 } ?? ("B", 1)
    return "\(bytes / unit.bytes)\(unit.suffix)"
  }

  /// The size for a person: `4 MB`, `512 KB`, `1500 bytes`.
  public var description: String {
    let unit = Self.units.first { bytes % $0.bytes == 0 } ?? ("B", 1)
    guard unit.bytes > 1 else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
    return "\(bytes / unit.bytes) \(unit.suffix)"
  }

  /// Whether `lhs` is smaller than `rhs`.
  public static func < (lhs: ByteSize, rhs: ByteSize) -> Bool {
    lhs.bytes < rhs.bytes
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0–9.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
