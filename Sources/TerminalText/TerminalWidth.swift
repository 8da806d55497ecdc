#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many columns the terminal shows: asked of the terminal each time, so that a
/// resize is followed at the next line printed (one `ioctl`, cheap), and
/// `TerminalWidth.standard` when the output is not a terminal (a pipe, a file, a test).
public enum TerminalWidth {
  /// The width assumed when output is not a terminal.
  public static let standard = 80

  /// The width of the terminal on `fileDescriptor` (standard output by default), or
  /// `standard` when it is not a terminal or does not say.
  public static func current(of fileDescriptor: Int32 = STDOUT_FILENO) -> Int {
    guard isatty(fileDescriptor) == 1 else { return standard }
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return standard
    }
    return Int(size.ws_col)
  }
}
