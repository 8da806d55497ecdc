import Foundation

/// The file keys may be kept in instead of the environment:
/// `${XDG_CONFIG_HOME:-~/.config}/mvvm/credentials`, one `NAME=value` a line, NAME being
/// the environment variable's name (`SERVICE_API_KEY=…`). Blank lines and lines starting
/// with `#` are skipped. A file that group or others may read is refused, and so is one
/// over 64 KB; a FIFO is read until its writer closes it (see `CredentialsFileText`).
public struct CredentialsFile: Sendable, Hashable {
  /// The file's path.
  public let path: String

  /// The file at `path` (which need not exist).
  public init(path: String) {
    self.path = path
  }

  /// Where the file is for these environment variables: under `XDG_CONFIG_HOME` when it
  /// is an absolute path, else under `HOME/.config`; nil when neither is set.
  public static func location(in variables: [String: String]) -> CredentialsFile? {
    if let config = variables["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return CredentialsFile(path: config + "/mvvm/credentials")
    }
    if let home = variables["HOME"], !home.isEmpty {
      return CredentialsFile(path: home + "/.config/mvvm/credentials")
    }
    return nil
  }

  /// The value of `name` in the file; nil when the file does not exist or has no line
  /// for it. Throws when others may read the file, it is too large, or it cannot be
  /// read, or a line is not `NAME=value` (the line's number is named, never its text).
  /// A FIFO works too (`CredentialsFileText`).
  public func value(of name: String) throws(CredentialsFileError) -> String? {
    guard let text = try CredentialsFileText.read(path) else { return nil }
    var found: String?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let entry = line.trimmingCharacters(in: .whitespacesAndNewlines)
      if entry.isEmpty || entry.hasPrefix("#") { continue }
      guard let equals = entry.firstIndex(of: "="), equals != entry.startIndex else {
        throw .malformedLine(path: path, number: index + 1)
      }
      let key = entry[..<equals].trimmingCharacters(in: .whitespaces)
      if key == name {
        found = entry[entry.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return found?.isEmpty == false ? found : nil
  }
}
