import Foundation
import Inspection

extension Session {
  /// Milliseconds since the session started, as the event log counts them.
  var elapsedMilliseconds: Int64 {
    Int64((clock.elapsed * 1000).rounded())
  }

  /// The name the event log gives what `path` names (`logSubject(for:)`), or a service
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
    return logSubject(for: path)
  }
}
