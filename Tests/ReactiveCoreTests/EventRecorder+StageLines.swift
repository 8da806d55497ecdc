@_spi(Inspection) @testable import ReactiveCore

extension EventRecorder {
  /// The stage events as lines: `filter <- property`, `filter 2 dropped`, naming the
  /// properties in `properties` (the others are `property`) and showing an input
  /// ReactiveCore cannot name as `?`.
  func stageLines(properties: [ObjectIdentifier: String] = [:]) -> [String] {
    var names: [UInt64: String] = [:]
    return events.compactMap { event in
      switch event.kind {
      case .stageCreated(let stage, let description, let inputs):
        names[stage] = description
        let sources = inputs.map { input -> String in
          switch input {
          case .stage(let id): return names[id] ?? "stage \(id)"
          case .property(let subject): return properties[subject] ?? "property"
          case .action: return "action"
          case .unknown: return "?"
          }
        }
        return "\(description) <- \(sources.joined(separator: ", "))"
      case .stageValue(let stage, let value, let fate):
        return "\(names[stage] ?? "?") \(value) \(fate)"
      case .bindingCreated(_, let target):
        return "binding into \(properties[target] ?? "?")"
      default: return nil
      }
    }
  }
}
