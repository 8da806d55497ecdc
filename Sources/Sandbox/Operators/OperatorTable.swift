import ReactiveCore

/// One form of an operator, by the shape of its library call.
enum OperatorForm: Sendable {
  case signalPreserving(any SignalPreservingOperator.Type)
  case signalMapping(any SignalMappingOperator.Type)
  case signalCombining(any SignalCombiningOperator.Type)
  case signalFlattening(any SignalFlatteningOperator.Type)
  case propertyPreserving(any PropertyPreservingOperator.Type)
  case propertyMapping(any PropertyMappingOperator.Type)
  case propertyCombining(any PropertyCombiningOperator.Type)

  /// The operator's declaration.
  var declaration: any SandboxOperator.Type {
    switch self {
    case .signalPreserving(let form): return form
    case .signalMapping(let form): return form
    case .signalCombining(let form): return form
    case .signalFlattening(let form): return form
    case .propertyPreserving(let form): return form
    case .propertyMapping(let form): return form
    case .propertyCombining(let form): return form
    }
  }

  /// Whether this form works on properties (and makes one).
  var isPropertyForm: Bool {
    switch self {
    case .propertyPreserving, .propertyMapping, .propertyCombining: return true
    default: return false
    }
  }
}

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
