/// One form of an operator, by the shape of its library call.
enum OperatorForm: Sendable {
  /// A stream form keeping the element type.
  case signalPreserving(any SignalPreservingOperator.Type)
  /// A stream form changing the element type.
  case signalMapping(any SignalMappingOperator.Type)
  /// A stream form over two streams.
  case signalCombining(any SignalCombiningOperator.Type)
  /// A stream form starting a producer per value.
  case signalFlattening(any SignalFlatteningOperator.Type)
  /// A property form keeping the value type.
  case propertyPreserving(any PropertyPreservingOperator.Type)
  /// A property form changing the value type.
  case propertyMapping(any PropertyMappingOperator.Type)
  /// A property form over two properties.
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
