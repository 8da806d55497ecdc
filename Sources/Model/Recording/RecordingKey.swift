import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How a recording names a request, the same when it is recorded and when it is
/// replayed: the method, the path and query (without the origin, with anything that
/// looks like a credential masked), and for a request with a body a short hash of it,
/// so that the body itself (which may hold a password) is never stored.
enum RecordingKey {
  /// The request's name: `GET /api/v1/timelines/tag/swift?limit=20`, or
  /// `POST /session (body 5f3a09c1)`.
  static func name(of request: URLRequest) -> String {
    let method = request.httpMethod ?? "GET"
    var target = "/"
    if let url = request.url,
      let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    {
      let path = components.percentEncodedPath
      target = (path.isEmpty ? "/" : path) + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
    }
    var name = "\(method) \(URLRedaction.redacting(target))"
    if let body = request.httpBody, !body.isEmpty {
      name += " (body \(hash(of: body)))"
    }
    return name
  }

  /// A file name for the `number`th request named `name`: `003-GET-api-v1-…-limit-20`
  /// with `fileExtension`, only letters, digits and `-`, at most about 100 characters.
  static func fileName(number: Int, name: String, fileExtension: String) -> String {
    var stem = ""
    for character in name {
      if character.isASCII && (character.isLetter || character.isNumber) {
        stem.append(character)
      } else if !stem.hasSuffix("-") {
        stem.append("-")
      }
    }
    let trimmed = stem.trimmingCharacters(in: CharacterSet(charactersIn: "-")).prefix(90)
    let number = String(number)
    let padded = String(repeating: "0", count: max(0, 3 - number.count)) + number
    return "\(padded)-\(trimmed).\(fileExtension)"
  }

  /// The 32-bit FNV-1a hash of `data`, in hex: stable across runs and machines.
  static func hash(of data: Data) -> String {
    var hash: UInt32 = 2_166_136_261
    for byte in data {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}
