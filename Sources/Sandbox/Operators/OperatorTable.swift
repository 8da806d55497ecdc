/// The sandbox's operators: every form of every operator, the property form first where
/// there is one. Adding an operator is one small type (its name, signature and library
/// call) and one line here.
enum OperatorTable {
  /// Every form.
  static let forms: [OperatorForm] = [
    .propertyMapping(PropertyMap.self), .signalMapping(SignalMap.self),
    .signalPreserving(SignalFilter.self),
    .propertyPreserving(PropertySkipRepeats.self), .signalPreserving(SignalSkipRepeats.self),
    .signalPreserving(SignalThrottle.self),
    .signalPreserving(SignalDebounce.self),
    .signalPreserving(SignalDelay.self),
    .propertyCombining(PropertyCombineLatest.self), .signalCombining(SignalCombineLatest.self),
    .signalCombining(SignalMerge.self),
    .signalFlattening(SignalFlatMap.self),
    .signalMapping(SignalScan.self),
    .propertyPreserving(PropertyNegate.self), .signalPreserving(SignalNegate.self),
    .propertyCombining(PropertyAnd.self), .signalCombining(SignalAnd.self),
    .propertyCombining(PropertyOr.self), .signalCombining(SignalOr.self),
  ]

  /// The forms of the operator `name`, the property form first.
  static func forms(named name: String) -> [OperatorForm] {
    forms.filter { $0.declaration.name == name }
  }

  /// Every operator's name, once each, in the table's order.
  static var names: [String] {
    var seen: Set<String> = []
    return forms.map { $0.declaration.name }.filter { seen.insert($0).inserted }
  }
}
