/// One event of an action's run, type-erased for printing.
public enum ActionEvent {
  /// The run produced a value.
  case value(Any)
  /// The run failed; the text is the error's description.
  case failed(String)
  /// The run finished successfully.
  case completed
  /// The run was cancelled before it finished.
  case interrupted
}
