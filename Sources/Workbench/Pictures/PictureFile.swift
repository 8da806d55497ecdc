import Foundation

/// Writes a picture (`graph --dot --output FILE`, `timeline --svg FILE`) to a file: only
/// the picture, whole, relative paths taken from the directory the shell runs in, the
/// same in a script as at the prompt.
enum PictureFile {
  /// Writes `text` to `path`, replacing the file; the URL written. Throws a `ShellError`
  /// saying why when it cannot.
  @discardableResult
  static func write(_ text: String, to path: String) throws -> URL {
    let url = URL(
      fileURLWithPath: path,
      relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw ShellError("cannot write \(path): it is a directory")
    }
    let folder = url.deletingLastPathComponent()
    guard FileManager.default.fileExists(atPath: folder.path) else {
      throw ShellError("cannot write \(path): no such directory \(folder.path)")
    }
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw ShellError("cannot write \(path): \(Self.reason(error))")
    }
    return url
  }

  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return nsError.localizedDescription
  }
}
