import Foundation
import Glibc

/// Reads a script file for `--script`, saying why when it cannot: no such file, a
/// directory, no permission to read it. A pipe or `/dev/stdin` is read to its end.
enum ScriptFile {
  /// Why a script could not be read.
  struct ReadError: Error, Equatable, CustomStringConvertible {
    /// The reason in a few words.
    let description: String
  }

  /// The bytes of the file at `path`.
  static func contents(atPath path: String) throws -> Data {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ReadError(description: "no such file")
    }
    guard !isDirectory.boolValue else { throw ReadError(description: "it is a directory") }
    guard access(path, R_OK) == 0 else {
      throw ReadError(description: "permission denied (\(String(cString: strerror(errno))))")
    }
    return try readAll(atPath: path)
  }

  /// Every byte `path` gives until its end, read as a stream: a pipe, a FIFO,
  /// `/dev/stdin` or a shell's `<(…)` as well as a file (Foundation's `Data(contentsOf:)`
  /// refuses those, saying "permission").
  private static func readAll(atPath path: String) throws -> Data {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot open it") }
    defer { close(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure("cannot read it")
      }
      data.append(contentsOf: buffer[..<count])
    }
  }

  /// A read error saying `what` went wrong and the system's reason.
  private static func failure(_ what: String) -> ReadError {
    ReadError(description: "\(what) (\(String(cString: strerror(errno))))")
  }
}
