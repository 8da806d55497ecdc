import Foundation

/// The file keys may be kept in instead of the environment:
/// `${XDG_CONFIG_HOME:-~/.config}/mvvm/credentials`, one `NAME=value` a line, NAME being
/// the environment variable's name (`SERVICE_API_KEY=…`). Blank lines and lines starting
/// with `#` are skipped. A file that group or others may read is refused.
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
  /// for it. Throws when others may read the file, or it cannot be read, or a line is
  /// not `NAME=value` (the line's number is named, never its text).
  public func value(of name: String) throws(CredentialsFileError) -> String? {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard FileManager.default.fileExists(atPath: resolved) else { return nil }
    let text: String
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: resolved)
      let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o777
      guard mode & 0o077 == 0 else {
        throw CredentialsFileError.readableByOthers(path: path, mode: mode & 0o777)
      }
      text = try String(contentsOfFile: resolved, encoding: .utf8)
    } catch let error as CredentialsFileError {
      throw error
    } catch {
      throw .unreadable(path: path, reason: Self.reason(error))
    }
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

  /// Why reading failed, without the file's contents.
  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if nsError.domain == NSCocoaErrorDomain,
      nsError.code == CocoaError.fileReadNoPermission.rawValue
    {
      return "permission denied"
    }
    if nsError.domain == NSCocoaErrorDomain,
      nsError.code == CocoaError.fileReadInapplicableStringEncoding.rawValue
    {
      return "it is not UTF-8 text"
    }
    return nsError.localizedDescription
  }
}
