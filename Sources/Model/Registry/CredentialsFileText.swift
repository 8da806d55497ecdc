import Foundation
import Glibc
import Synchronization

/// Reads the text of the credentials file, whatever is at its path: a private regular
/// file of at most `maximumSize` bytes, or a private FIFO (a password manager writing
/// the keys into it), read until its writer closes it, for at most `patience` seconds.
/// The checks are made on the opened file, so what is read is what was checked.
enum CredentialsFileText {
  /// The most a credentials file may hold: it is a few `NAME=value` lines, and a larger
  /// one (a wrong path, a device) is not read whole into memory.
  static let maximumSize = 64 * 1024
  /// How long a FIFO may take to deliver its text.
  static let patience: TimeInterval = 5

  /// What each FIFO delivered, by path: a FIFO can be read once, and the file is read
  /// for every credential looked up.
  private static let delivered = Mutex<[String: String]>([:])

  /// The text of the file at `path`; nil when there is nothing there. Throws when group
  /// or others may read it, it is too large, not UTF-8, or cannot be read.
  static func read(_ path: String) throws(CredentialsFileError) -> String? {
    if let text = delivered.withLock({ $0[path] }) { return text }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let error = errno
      if error == ENOENT || error == ENOTDIR { return nil }
      throw .unreadable(path: path, reason: reason(error))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadable(path: path, reason: reason(errno))
    }
    let mode = Int(status.st_mode & 0o777)
    guard mode & 0o077 == 0 else { throw .readableByOthers(path: path, mode: mode) }
    let bytes: [UInt8]
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      guard Int(status.st_size) <= maximumSize else { throw .tooLarge(path: path) }
      bytes = try contents(of: descriptor, path: path, waitingUntil: nil)
    case S_IFIFO:
      bytes = try contents(
        of: descriptor, path: path, waitingUntil: Date().addingTimeInterval(patience))
    case S_IFDIR:
      throw .unreadable(path: path, reason: "it is a directory")
    default:
      throw .unreadable(path: path, reason: "it is not a file or a FIFO")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .unreadable(path: path, reason: "it is not UTF-8 text")
    }
    if status.st_mode & S_IFMT == S_IFIFO {
      delivered.withLock { $0[path] = text }
    }
    return text
  }

  /// Everything `descriptor` holds up to its end, at most `maximumSize` bytes; for a FIFO
  /// (`deadline` given) waiting for its writer until then.
  private static func contents(of descriptor: CInt, path: String, waitingUntil deadline: Date?)
    throws(CredentialsFileError) -> [UInt8]
  {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      if count > 0 {
        bytes += buffer[0..<count]
        guard bytes.count <= maximumSize else { throw .tooLarge(path: path) }
      } else if count == 0 {
        // A FIFO reads end of file only once a writer has come and gone.
        guard let deadline, bytes.isEmpty, !hasHadWriter(descriptor) else { return bytes }
        try wait(for: descriptor, path: path, until: deadline)
      } else if errno == EAGAIN, let deadline {
        try wait(for: descriptor, path: path, until: deadline)
      } else if errno != EINTR {
        throw .unreadable(path: path, reason: reason(errno))
      }
    }
  }

  /// Whether the FIFO behind `descriptor` has had a writer that closed it: poll reports
  /// a hang-up then, and nothing at all while no writer ever came.
  private static func hasHadWriter(_ descriptor: CInt) -> Bool {
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&ready, 1, 0) > 0 && ready.revents & Int16(POLLHUP) != 0
  }

  /// Waits a little for `descriptor` to have something to read or for its writer to
  /// leave; throws once `deadline` has passed.
  private static func wait(for descriptor: CInt, path: String, until deadline: Date)
    throws(CredentialsFileError)
  {
    let left = deadline.timeIntervalSinceNow
    guard left > 0 else {
      throw .unreadable(
        path: path,
        reason: "it is a FIFO and its writer did not finish within \(Int(patience)) seconds")
    }
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    _ = poll(&ready, 1, CInt(min(left, 0.5) * 1000) + 1)
  }

  /// The reason for `error`, in words.
  private static func reason(_ error: CInt) -> String {
    error == EACCES ? "permission denied" : String(cString: strerror(error))
  }
}
