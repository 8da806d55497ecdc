import Foundation
import Inspection

extension Session {
  /// Milliseconds since the session started on the clock in charge, as the event log
  /// counts them.
  var elapsedMilliseconds: Int64 {
    let seconds = clock.virtualElapsed ?? Date().timeIntervalSince(startDate)
    return Int64((seconds * 1000).rounded())
  }

  /// The name the event log gives what `path` names: the path from the top screen's
  /// root (`searchResults[0].isVisible` after `cd searchResults[0]`), or a service
  /// request's `service.method` the log has seen. Throws the path's own error when it
  /// is neither.
  func timelineSubject(of path: MemberPath, in builder: TimelineBuilder) throws -> String {
    do {
      let root = try root(of: path)
      _ = try PathResolver.resolve(path, from: root)
    } catch {
      if path.screens.isEmpty, builder.hasEvents(for: path.description) {
        return path.description
      }
      throw error
    }
    guard path.screens.isEmpty, let screen = currentScreen else { return path.description }
    let inside = screen.focusPath.map { $0.path + "." }.joined()
    return inside + path.description
  }
}
