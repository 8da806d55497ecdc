/// Why the credentials file was not used, with what to do about it.
public enum CredentialsFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Group or others may read the file (`mode` holds its permission bits).
  case readableByOthers(path: String, mode: Int)
  /// The file exists but could not be read.
  case unreadable(path: String, reason: String)
  /// Line `number` is not `NAME=value`.
  case malformedLine(path: String, number: Int)
  /// The file holds more than `CredentialsFileText.maximumSize` bytes.
  case tooLarge(path: String)

  /// One sentence naming the file, the problem and the fix.
  public var description: String {
    switch self {
    case .readableByOthers(let path, let mode):
      return
        "the credentials file \(path) can be read by others (mode \(String(mode, radix: 8))); make it private with: chmod 600 \(path)"
    case .unreadable(let path, let reason):
      return "the credentials file \(path) could not be read: \(reason)"
    case .malformedLine(let path, let number):
      return
        "the credentials file \(path), line \(number): expected NAME=value, like SERVICE_API_KEY=…"
    case .tooLarge(let path):
      return
        "the credentials file \(path) holds more than \(CredentialsFileText.maximumSize / 1024) KB, so it was not read: it should be a few NAME=value lines"
    }
  }
}
