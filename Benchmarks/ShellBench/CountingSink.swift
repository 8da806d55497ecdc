import Synchronization
import Workbench

/// An output sink that counts the lines and characters it is given and keeps only the
/// last few, so a benchmark pays for the shell's output path and not for storing it.
final class CountingSink: OutputSink {
  private struct Tally {
    var lines = 0
    var characters = 0
    var recent: [String] = []
  }

  private let tally = Mutex(Tally())

  /// Counts `line`, keeping it among the last ten.
  func write(_ line: String, on channel: OutputChannel) {
    tally.withLock {
      $0.lines += 1
      $0.characters += line.utf8.count
      $0.recent.append(line)
      if $0.recent.count > 10 { $0.recent.removeFirst() }
    }
  }

  /// How many lines arrived so far.
  var lines: Int { tally.withLock { $0.lines } }

  /// The last lines that arrived, oldest first.
  var recent: [String] { tally.withLock { $0.recent } }
}
