import Foundation
import Glibc

/// Writes a file whose path a person gave (`save FILE`, `graph --output FILE`, a
/// recording), without destroying whatever else is at that path. A new path or a
/// regular file is written whole through a temporary file renamed over it, so a reader
/// never sees half a file; a symbolic link is followed, so the file it points at is the
/// one replaced; a FIFO and standard output or error (`/dev/stdout`, `/dev/fd/2`) are
/// written through, since renaming over them would replace them; anything else (a
/// directory, a device like `/dev/null`, a socket) is refused, saying what it is.
public enum OutputFile {
  /// How the data reached the path.
  public enum Outcome: Sendable, Equatable {
    /// A new file was made.
    case created
    /// The regular file there was replaced whole.
    case replaced
    /// It was written into the FIFO there, which a reader takes it from.
    case wroteIntoFIFO
    /// It was written to the process's standard output (1) or error (2).
    case wroteToStandardStream(CInt)

    /// Where the data went, for a message: `to PATH`, `into the FIFO PATH`, `to
    /// standard output`.
    public func destination(_ path: String) -> String {
      switch self {
      case .created, .replaced: return "to \(path)"
      case .wroteIntoFIFO: return "into the FIFO \(path)"
      case .wroteToStandardStream(let stream):
        return stream == STDERR_FILENO ? "to standard error" : "to standard output"
      }
    }
  }

  /// Why nothing was written.
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as given.
    public let path: String
    /// What is wrong, in a few words (`it is a directory`).
    public let reason: String

    /// `cannot write PATH: REASON`.
    public var description: String { "cannot write \(path): \(reason)" }
  }

  /// Writes `data` to `path` (relative to the current directory). A new file gets the
  /// mode 0666 less the umask, or 0600 when `isPrivate`; a replaced file keeps its
  /// mode and owner, or becomes 0600 when `isPrivate`.
  @discardableResult
  public static func write(_ data: Data, to path: String, isPrivate: Bool = false)
    throws(Failure) -> Outcome
  {
    guard !path.isEmpty else { throw Failure(path: path, reason: "the path is empty") }
    if let stream = standardStream(named: path) {
      try writeAll(data, to: stream, path: path)
      return .wroteToStandardStream(stream)
    }
    var target = path
    for _ in 0..<16 {
      var status = stat()
      guard lstat(target, &status) == 0 else {
        guard errno == ENOENT else { throw Failure(path: path, reason: reason(errno)) }
        try replace(target, with: data, keeping: nil, isPrivate: isPrivate, path: path)
        return .created
      }
      switch status.st_mode & S_IFMT {
      case S_IFREG:
        try replace(target, with: data, keeping: status, isPrivate: isPrivate, path: path)
        return .replaced
      case S_IFLNK:
        target = try linkTarget(of: target, path: path)
      case S_IFIFO:
        try writeIntoFIFO(data, at: target, path: path)
        return .wroteIntoFIFO
      case S_IFDIR:
        throw Failure(path: path, reason: "it is a directory")
      case S_IFCHR:
        throw Failure(
          path: path,
          reason: "it is a character device, not a file (only a regular file, a new path, a"
            + " FIFO or /dev/stdout is written)")
      case S_IFBLK:
        throw Failure(path: path, reason: "it is a block device, not a file")
      case S_IFSOCK:
        throw Failure(path: path, reason: "it is a socket, not a file")
      default:
        throw Failure(path: path, reason: "it is not a file")
      }
    }
    throw Failure(path: path, reason: "too many levels of symbolic links")
  }

  /// The descriptor `path` names when it is standard output or error: `/dev/stdout`,
  /// `/dev/stderr`, `/dev/fd/1`, `/proc/self/fd/2` and the like.
  static func standardStream(named path: String) -> CInt? {
    // Spelled out, not resolved: these are links into /proc, which resolve to `pipe:[…]`.
    let parts = path.split(separator: "/").filter { $0 != "." }
    guard path.hasPrefix("/") else { return nil }
    switch "/" + parts.joined(separator: "/") {
    case "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1": return STDOUT_FILENO
    case "/dev/stderr", "/dev/fd/2", "/proc/self/fd/2": return STDERR_FILENO
    default: return nil
    }
  }

  /// Where the symbolic link `link` points, relative to its directory if the link is.
  private static func linkTarget(of link: String, path: String) throws(Failure) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(link, &buffer, buffer.count - 1)
    guard count > 0 else { throw Failure(path: path, reason: reason(errno)) }
    let destination = String(
      decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard !destination.hasPrefix("/") else { return destination }
    return ((link as NSString).deletingLastPathComponent as NSString)
      .appendingPathComponent(destination)
  }

  /// Writes `data` into a temporary file beside `target` and renames it over `target`.
  private static func replace(
    _ target: String, with data: Data, keeping existing: stat?, isPrivate: Bool, path: String
  ) throws(Failure) {
    let directory = (target as NSString).deletingLastPathComponent
    let name = (target as NSString).lastPathComponent
    var isDirectory: ObjCBool = false
    guard
      FileManager.default.fileExists(
        atPath: directory.isEmpty ? "." : directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw Failure(path: path, reason: "no such directory \(directory)")
    }
    let mode: mode_t = isPrivate ? 0o600 : existing.map { $0.st_mode & 0o7777 } ?? 0o666
    var temporary = ""
    var descriptor: CInt = -1
    while descriptor < 0 {
      temporary = (directory as NSString).appendingPathComponent(
        ".\(name).\(UUID().uuidString.prefix(8)).tmp")
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
      guard descriptor >= 0 || errno == EEXIST else {
        throw Failure(path: path, reason: reason(errno))
      }
    }
    do throws(Failure) {
      defer { close(descriptor) }
      if let existing {
        // The replacement keeps what the old file had (open applied the umask).
        _ = fchown(descriptor, existing.st_uid, existing.st_gid)
        _ = fchmod(descriptor, mode)
      }
      try writeAll(data, to: descriptor, path: path)
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, target) == 0 else {
      let error = errno
      unlink(temporary)
      throw Failure(path: path, reason: reason(error))
    }
  }

  /// Writes `data` into the FIFO at `target`, which must have a reader.
  private static func writeIntoFIFO(_ data: Data, at target: String, path: String)
    throws(Failure)
  {
    let descriptor = open(target, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let error = errno
      throw Failure(
        path: path, reason: error == ENXIO ? "it is a FIFO that nobody is reading" : reason(error))
    }
    defer { close(descriptor) }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    try writeAll(data, to: descriptor, path: path)
  }

  /// Writes every byte of `data` to `descriptor`, going on after short and interrupted
  /// writes.
  private static func writeAll(_ data: Data, to descriptor: CInt, path: String) throws(Failure) {
    let failure: CInt? = data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return written < 0 ? errno : EIO
        }
      }
      return nil
    }
    if let failure { throw Failure(path: path, reason: reason(failure)) }
  }

  /// `error` in words, as `strerror` says it, lowercased as a clause.
  private static func reason(_ error: CInt) -> String {
    let text = String(cString: strerror(error))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
