import Foundation

/// How a sandbox stream ended, written by whatever thread delivered the end and read by
/// the shell's.
final class StreamEndRecord: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: SandboxStreamEnd?

  /// The end, once there is one.
  var end: SandboxStreamEnd? {
    lock.withLock { recorded }
  }

  /// Records `end`.
  func record(_ end: SandboxStreamEnd) {
    lock.withLock { recorded = end }
  }
}
