import Inspection
import ReactiveCore
import ViewModelKit

/// What a screen left alive after `back` or `close`, by view-model type, with the
/// observations still attached to their signals and what started each: the view-model
/// whose creation made it (`makeViewModel`), else the typed line that was running, or
/// "holder unknown" when nothing says (work on another thread). Swift cannot name every holder of
/// an object, so the report names only what the workbench saw being made.
struct LeakReport {
  /// The report's lines, its heading first.
  let lines: [String]

  /// A report of `alive`, what the screen `screen` left after `event` on line `line`.
  init(event: String, line: Int, screen: String, alive: [any ViewModel]) {
    var lines = ["leak after \(event) (line \(line)): \(screen) left \(alive.count) alive"]
    var order: [String] = []
    var byType: [String: [any ViewModel]] = [:]
    for viewModel in alive {
      if byType[viewModel.typeName] == nil { order.append(viewModel.typeName) }
      byType[viewModel.typeName, default: []].append(viewModel)
    }
    for type in order {
      let group = byType[type] ?? []
      let name = group.count == 1 ? Inspection.label(of: group[0]) : "\(group.count) \(type)"
      lines.append("  \(name)")
      lines += Self.observations(of: group).map { "    " + $0 }
    }
    self.lines = lines
  }

  /// The report as printed.
  var text: String { lines.joined(separator: "\n") }

  /// One line per member signal and holder: how many observers `group` has on it, and
  /// who attached them.
  private static func observations(of group: [any ViewModel]) -> [String] {
    var order: [String] = []
    var counts: [String: Int] = [:]
    for viewModel in group {
      for member in Inspection.members(of: viewModel) {
        guard let property = member.property,
          let holders = ReactiveResources.holders(ofObserversOf: property)
        else { continue }
        for holder in holders {
          let key = "on \(member.name), " + (holder.map { "started by \($0)" } ?? "holder unknown")
          if counts[key] == nil { order.append(key) }
          counts[key, default: 0] += 1
        }
      }
    }
    guard !order.isEmpty else { return ["no observers on its signals; holder unknown"] }
    // What a line attached first, then what no one can be named for.
    let attributed = order.filter { !$0.hasSuffix("holder unknown") }
    return (attributed + order.filter { $0.hasSuffix("holder unknown") }).map { key in
      let count = counts[key] ?? 0
      return "\(count) \(count == 1 ? "observer" : "observers") \(key)"
    }
  }
}
