import ReactiveCore

/// Makes a view-model with `initializer` (a call of its type's init), attributing what
/// the initializer starts to `TYPE.init`: the observers it attaches to signals and the
/// property producers it starts (under any operators). The leak report then names the
/// view-model whose creation started what a leaked screen still runs ("started by
/// RowViewModel.init") instead of the line that was typed. Make child view-models and
/// pushed screens with it; what a view-model made without it starts is attributed to
/// whatever was running (the typed line), or to no one.
public func makeViewModel<Model: ViewModel>(_ initializer: () throws -> Model) rethrows -> Model {
  try ReactiveResources.attributing(to: "\(Model.typeName).init", initializer)
}
