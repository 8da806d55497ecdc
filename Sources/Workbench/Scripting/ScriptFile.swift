import Foundation
import Glibc

/// Reads a script file for `--script`, saying why when it cannot: no such file, a
/// directory, no permission to read it.
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
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ReadError(description: error.localizedDescription)
    }
  }
}
