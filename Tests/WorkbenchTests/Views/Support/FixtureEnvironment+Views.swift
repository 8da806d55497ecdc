import FixtureTestSupport
import Foundation
import Widgets
import Workbench

extension FixtureEnvironment {
  /// The shared fixture environment for view tests, its clock starting when the
  /// Twitter fixture's tweets were posted so their ages are positive.
  static func forViews() -> FixtureEnvironment {
    FixtureEnvironment(startDate: ISO8601DateFormatter().date(from: "2024-03-05T15:00:00Z")!)
  }

  /// `view` drawn as the shell's `view` command draws it, 80 columns wide.
  func screen(_ view: any TextWidget) -> String {
    view.render(width: 80).joined(separator: "\n")
  }
}
