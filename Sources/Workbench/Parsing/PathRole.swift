/// What a PATH argument must lead to, for completion and `help`: any value, a settable
/// property, an action, or a view-model to enter.
public enum PathRole: Sendable {
  /// Anything a path can name.
  case any
  /// A settable property.
  case settable
  /// A view-model's action (what `run` calls a command).
  case action
  /// A view-model, such as a row of a list.
  case viewModel
}
