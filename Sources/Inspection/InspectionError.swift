/// Why an inspected property could not be set or an action could not be run. The shell
/// adds the path the user typed to the message.
public enum InspectionError: Error, Equatable, CustomStringConvertible {
  /// The literal does not fit the property's (or action input's) type.
  case wrongType(expected: String, got: ValueLiteral)
  /// The property is read-only: derived from other state by the view-model.
  case readOnly(type: String)
  /// The type of the property cannot be typed as a literal in the shell.
  case notSettable(type: String)
  /// The action is disabled; `reason` says why when the view-model can tell.
  case actionDisabled(reason: String?)
  /// A value was given to an action that takes none.
  case actionTakesNoInput
  /// An action that needs an input value was run without one.
  case actionNeedsInput(type: String)

  /// The problem in a few words, without the path.
  public var description: String {
    switch self {
    case .wrongType(let expected, let got):
      return "expected \(expected), got \(got.kindDescription)"
    case .readOnly(let type):
      return "is read-only (a \(type) the view-model derives); set one of its sources instead"
    case .notSettable(let type):
      return "holds a \(type), which cannot be typed in the shell"
    case .actionDisabled(let reason?):
      return "is disabled: \(reason)"
    case .actionDisabled(nil):
      return "is disabled"
    case .actionTakesNoInput:
      return "takes no value"
    case .actionNeedsInput(let type):
      return "needs a \(type) value"
    }
  }
}
