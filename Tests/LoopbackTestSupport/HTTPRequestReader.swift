import Foundation

/// Reads one HTTP/1.1 request (request line, headers, `Content-Length` or chunked body)
/// from a connected socket (internal to `LoopbackHTTPServer`).
struct HTTPRequestReader {
  /// Why a request could not be read.
  enum Failure: Error {
    /// The peer closed or the server stopped before a whole request arrived.
    case connectionEnded
    /// No bytes for `idleTimeout` seconds.
    case timedOut
    /// The bytes were not an HTTP/1.x request this reader understands.
    case malformed(String)
  }

  let fd: Int32
  let wakeFD: Int32
  /// Seconds to wait for each chunk of bytes before giving up.
  let idleTimeout: TimeInterval
  /// Largest head (request line + headers) accepted.
  let maxHeadBytes = 1 << 20
  private var buffer = Data()

  init(fd: Int32, wakeFD: Int32, idleTimeout: TimeInterval) {
    self.fd = fd
    self.wakeFD = wakeFD
    self.idleTimeout = idleTimeout
  }

  /// Reads the next request. Answers `Expect: 100-continue` with an interim `100 Continue`.
  mutating func readRequest() throws(Failure) -> RecordedRequest {
    let separator = Data("\r\n\r\n".utf8)
    var headEnd: Range<Data.Index>?
    while true {
      headEnd = buffer.range(of: separator)
      if headEnd != nil { break }
      if buffer.count > maxHeadBytes { throw .malformed("request head too large") }
      try fill()
    }
    guard let headEnd else { throw .malformed("no head") }
    guard let head = String(data: buffer[buffer.startIndex..<headEnd.lowerBound], encoding: .utf8)
    else {
      throw .malformed("head is not UTF-8")
    }
    buffer = Data(buffer[headEnd.upperBound...])

    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: true)
    guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else {
      throw .malformed("bad request line")
    }
    var fields: [(name: String, value: String)] = []
    for line in lines where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else {
        throw .malformed("bad header line: \(line)")
      }
      let name = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
      let value = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
      fields.append((name, value))
    }
    func field(_ name: String) -> String? {
      fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    if field("Expect")?.lowercased() == "100-continue" {
      LoopbackSocket.sendAll(fd, Data("HTTP/1.1 100 Continue\r\n\r\n".utf8))
    }

    let body: Data
    if field("Transfer-Encoding")?.lowercased().contains("chunked") == true {
      body = try readChunkedBody()
    } else if let lengthText = field("Content-Length") {
      guard let length = Int(lengthText), length >= 0 else {
        throw .malformed("bad Content-Length")
      }
      body = try readExactly(length)
    } else {
      body = Data()
    }
    return RecordedRequest(
      method: String(requestLine[0]),
      target: String(requestLine[1]),
      httpVersion: String(requestLine[2]),
      headerFields: fields,
      body: body
    )
  }

  private mutating func fill() throws(Failure) {
    switch LoopbackSocket.waitReadable(fd, wakeFD: wakeFD, until: .now + .seconds(idleTimeout)) {
    case .stopped: throw .connectionEnded
    case .timedOut: throw .timedOut
    case .readable: break
    }
    guard let chunk = LoopbackSocket.receive(fd) else { throw .connectionEnded }
    buffer.append(chunk)
  }

  private mutating func readExactly(_ count: Int) throws(Failure) -> Data {
    while buffer.count < count { try fill() }
    let result = Data(buffer.prefix(count))
    buffer = Data(buffer.dropFirst(count))
    return result
  }

  private mutating func readLine() throws(Failure) -> String {
    let crlf = Data("\r\n".utf8)
    while true {
      if let range = buffer.range(of: crlf) {
        let line = String(decoding: buffer[buffer.startIndex..<range.lowerBound], as: UTF8.self)
        buffer = Data(buffer[range.upperBound...])
        return line
      }
      try fill()
    }
  }

  private mutating func readChunkedBody() throws(Failure) -> Data {
    var body = Data()
    while true {
      let sizeLine = try readLine()
      let sizeText = sizeLine.split(separator: ";").first.map(String.init) ?? ""
      guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0
      else {
        throw .malformed("bad chunk size")
      }
      if size == 0 {
        // Trailer fields (ignored) end with an empty line.
        while try !readLine().isEmpty {}
        return body
      }
      body.append(try readExactly(size))
      _ = try readLine()
    }
  }
}
