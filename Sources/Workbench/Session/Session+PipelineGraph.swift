import EventLog
import Inspection
import ViewModelKit

extension Session {
  /// The pipelines of the current screen as `graph` draws them, from what ReactiveCore
  /// reported (`pipelineTopology`): the screen's properties and actions, the operator
  /// stages and service requests between them, each edge seen or only declared; what
  /// each derived property is derived from and what enables each action (read from the
  /// objects through the inspection door); the view-models its lists hold and those its
  /// actions pushed. Rows of a list fold into one chain (`searchResults[i].isVisible`).
  func pipelineGraph() throws -> (title: String, graph: PipelineGraph) {
    let screen = try requireScreen()
    let root = screen.root
    let prefix = namedScreens.last?.prefix ?? ""
    // The sandbox's values are drawn with the screen's members: their pipelines read them.
    let sandboxMembers = Inspection.members(of: sandboxScope)
    let members = Inspection.members(of: root) + sandboxMembers
    var builder = PipelineGraphBuilder(
      topology: pipelineTopology, memberNames: Set(members.map(\.name)), prefix: prefix)
    for member in members {
      switch member.kind {
      case .property(let property):
        for source in DerivationSources.sources(of: property, among: members) {
          builder.addDeclaredEdge(from: source, to: member.name)
        }
      case .action(let action):
        for source in DerivationSources.enablingSources(of: action, among: members) {
          builder.addDeclaredEdge(from: source, to: member.name + ".isEnabled")
        }
      }
    }
    for member in members {
      guard let property = member.property,
        ValueFormatter.elements(of: property.currentValue) != nil,
        let itemType = Self.itemTypeName(of: property)
      else { continue }
      let isFilled = !Inspection.childViewModels(in: property.currentValue).isEmpty
      builder.addViewModelEdge(from: member.name, to: itemType, isSeen: isFilled)
    }
    for (action, pushed) in pushes() where action.hasPrefix(prefix) {
      let path = String(action.dropFirst(prefix.count))
      if builder.isMember(path) { builder.addViewModelEdge(from: path, to: pushed, isSeen: true) }
    }
    let title = sandboxMembers.isEmpty ? root.typeName : "\(root.typeName) and sandbox"
    return (title, builder.graph())
  }

  /// The screen on top, or an error saying no app is open.
  private func requireScreen() throws -> Screen {
    _ = try requireFocus()
    guard let screen = currentScreen else { throw ShellError("no app is open") }
    return screen
  }

  /// Each push the log recorded with the action whose run caused it: (action path,
  /// view-model type).
  private func pushes() -> [(String, String)] {
    eventLog.events.compactMap { event in
      guard case .navigation = event.kind, event.value == "pushed" else { return nil }
      let type = String(event.subject.prefix { $0 != " " })
      let action = eventLog.causeChain(from: event).dropFirst().first { cause in
        switch cause.kind {
        case .actionStarted, .actionValue, .actionCompleted: true
        default: false
        }
      }
      return action.map { ($0.subject, type) }
    }
  }

  /// `ItemViewModel` of an `[ItemViewModel]` property.
  private static func itemTypeName(of property: InspectableProperty) -> String? {
    let name = TypeName.of(property.valueType).filter { !"[]?".contains($0) }
    return name.isEmpty ? nil : name
  }
}
