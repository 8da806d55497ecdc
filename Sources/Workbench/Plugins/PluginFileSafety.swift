import Foundation
import Glibc

/// Whether a plugin's code can be trusted to be what its owner put there. A plugin runs
/// inside `mvvm` with the rights of whoever runs it, so, as `ssh` and `sudo` do with their
/// files, `mvvm` refuses a library or a directory of libraries that someone else could
/// have changed: one writable by others, or owned by a user who is neither the one running
/// `mvvm` nor root. A library's own directory may be writable by all when it is sticky
/// (like `/tmp`): then no one else can replace the library in it.
enum PluginFileSafety {
  /// Why the library at `path` (symbolic links resolved) may not be loaded, or nil.
  static func refusal(ofLibrary path: String, userID: uid_t = getuid()) -> String? {
    if let problem = problem(at: path, called: "it", userID: userID, allowsSticky: false) {
      return problem
    }
    let directory = (path as NSString).deletingLastPathComponent
    return problem(
      at: directory, called: "its directory \(directory)", userID: userID, allowsSticky: true)
  }

  /// Why the plugin directory at `path`, whose libraries would all be loaded, may not be
  /// used, or nil.
  static func refusal(ofDirectory path: String, userID: uid_t = getuid()) -> String? {
    problem(at: path, called: "it", userID: userID, allowsSticky: false)
  }

  /// What makes `path` (called `name` in the message) untrustworthy, or nil.
  private static func problem(
    at path: String, called name: String, userID: uid_t, allowsSticky: Bool
  )
    -> String?
  {
    var status = stat()
    // What cannot be read is reported when it is loaded.
    guard stat(path, &status) == 0 else { return nil }
    if status.st_uid != userID && status.st_uid != 0 {
      return "refused: \(name) belongs to \(userName(of: status.st_uid)), who is neither you nor"
        + " root and could change the code mvvm would run"
    }
    let mode = status.st_mode & 0o7777
    let isSticky = mode & S_ISVTX != 0
    if mode & S_IWOTH != 0 && !(allowsSticky && isSticky) {
      return "refused: \(name) is writable by others (mode \(String(mode & 0o777, radix: 8))),"
        + " so anyone could change the code mvvm would run; chmod o-w \(path)"
    }
    return nil
  }

  /// The user name of `userID`, or `user ID` when it has none.
  private static func userName(of userID: uid_t) -> String {
    guard let entry = getpwuid(userID) else { return "user \(userID)" }
    return "\(String(cString: entry.pointee.pw_name)) (user \(userID))"
  }
}
