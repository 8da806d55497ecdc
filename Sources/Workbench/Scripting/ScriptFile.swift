import Glibc

/// Reads a script file for `--script`, saying why when it cannot: no such file, a
/// directory, no permission to read it. A pipe or `/dev/stdin` is read to its end.
enum ScriptFile {
  /// Why a script could not be read.
  struct ReadError: Error, Equatable, CustomStringConvertible {
    /// The reason in a few words.
    let description: String
  }

  /// The bytes of the file at `path`. Read with the system's calls, not Foundation's
  /// `FileManager` and `Data`, which `mvvm --script` would otherwise page in at start-up
  /// (Benchmarks/startup).
  static func contents(atPath path: String) throws -> [UInt8] {
    var status = stat()
    guard stat(path, &status) == 0 else { throw ReadError(description: "no such file") }
    guard status.st_mode & S_IFMT != S_IFDIR else {
      throw ReadError(description: "it is a directory")
    }
    guard access(path, R_OK) == 0 else {
      throw ReadError(description: "permission denied (\(String(cString: strerror(errno))))")
    }
    return try readAll(atPath: path)
  }

  /// Every byte `path` gives until its end, read as a stream: a pipe, a FIFO,
  /// `/dev/stdin` or a shell's `<(…)` as well as a file (Foundation's `Data(contentsOf:)`
  /// refuses those, saying "permission").
  private static func readAll(atPath path: String) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot open it") }
    defer { close(descriptor) }
    var data: [UInt8] = []
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
