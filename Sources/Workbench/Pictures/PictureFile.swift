import Foundation
import Model

/// Writes a picture (`graph --dot --output FILE`, `timeline --svg FILE`) to a file: only
/// the picture, whole, relative paths taken from the directory the shell runs in, the
/// same in a script as at the prompt, its secrets masked as on the screen. What is at the
/// path is never destroyed: see `OutputFile` (a regular file is replaced, a FIFO or
/// `/dev/stdout` written through, anything else refused).
enum PictureFile {
  /// What a session that writes no files (a moment time travel rebuilt) says instead.
  static let notWritten = "this session writes no files"

  /// Writes `text`, masked by `session`'s secrets, to `path`; returns where it went, for
  /// the message (`to FILE`, `into the FIFO FILE`). Throws a `ShellError` saying why when
  /// it cannot, or when the session writes no files.
  static func write(_ text: String, to path: String, in session: Session) throws -> String {
    guard session.mayWriteFiles else { throw ShellError(notWritten) }
    let masking = session.backends.secretMasking
    do {
      return try OutputFile.write(Data(masking.masking(text).utf8), to: path).destination(path)
    } catch {
      throw ShellError("\(error)")
    }
  }
}
