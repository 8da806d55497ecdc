import Inspection
import ReactiveCore
import ViewModelKit

extension Session {
  /// Runs `body` (a `set` or `run` of `source` in `viewModel`) and records every other
  /// member of `viewModel` that changed while it ran: the bindings `graph` shows.
  func recordingBindings<Result>(
    from source: String, in viewModel: any ViewModel, _ body: () throws -> Result
  ) rethrows -> Result {
    var changed: [String] = []
    let observations = CompositeDisposable()
    for member in Inspection.members(of: viewModel) where member.name != source {
      let observed: [(String, InspectableProperty)]
      switch member.kind {
      case .property(let property): observed = [(member.name, property)]
      case .action(let action):
        observed = [
          ("\(member.name).isEnabled", action.enabledProperty),
          ("\(member.name).isExecuting", action.executingProperty),
        ]
      }
      for (name, property) in observed {
        observations += property.observeChanges { _ in
          if !changed.contains(name) { changed.append(name) }
        }
      }
    }
    defer {
      observations.dispose()
      let key = ObjectIdentifier(viewModel)
      var known = observedBindings[key] ?? []
      for target in changed where !source.hasPrefix(target) {
        let binding = ObservedBinding(source: source, target: target)
        if !known.contains(binding) { known.append(binding) }
      }
      observedBindings[key] = known
    }
    return try body()
  }
}
