@_spi(Inspection) import ReactiveCore

/// What inspection asks ReactiveCore about an action, through the one door ReactiveCore
/// documents for looking inside its types (`ReactiveInspection`).
enum ActionInspection {
  /// The current value of the property `action` is enabled by (what was given as its
  /// `state` or `enabledIf`).
  static func enablingValue(of action: AnyObject) -> Any? {
    (ReactiveInspection.enablingProperty(of: action) as? InspectableProperty)?.currentValue
  }
}
