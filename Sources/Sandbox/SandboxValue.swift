import ReactiveCore

/// A value the sandbox defined with `let`: a settable property, a derived property or a
/// running stream, with the line that defined it.
///
/// `property` is the ReactiveCore property that holds it, for the shell to name in the
/// path grammar (its change subject is this value's): for a stream it is a property of
/// the stream's latest value, nil before the first.
public final class SandboxValue {
  /// The name it was defined with.
  public let name: String
  /// Its type.
  public let type: SandboxValueType
  /// The line that defined it (`let greeting = name.map { "Hello, " + $0 }`).
  public let line: String
  /// The property that holds it (for a stream, its latest value).
  public let property: any PropertyProtocol
  /// The sandbox values its definition reads.
  public let dependencies: [String]

  /// The parsed definition, checked again when a value it reads is redefined.
  let definition: Statement.Definition
  /// The app members it reads, directly or through other values.
  let members: Set<String>
  /// What pipelines built on it read.
  let runtime: RuntimeValue
  /// Stops what its definition started.
  private let disposable: CompositeDisposable
  /// How the stream ended.
  let streamEnd: StreamEndRecord

  init(
    name: String, type: SandboxValueType, line: String, definition: Statement.Definition,
    dependencies: [String], members: Set<String>, runtime: RuntimeValue,
    property: any PropertyProtocol,
    disposable: CompositeDisposable, streamEnd: StreamEndRecord = StreamEndRecord()
  ) {
    self.name = name
    self.type = type
    self.line = line
    self.definition = definition
    self.dependencies = dependencies
    self.members = members
    self.runtime = runtime
    self.property = property
    self.disposable = disposable
    self.streamEnd = streamEnd
  }

  /// The property, when the value is settable (`let name = ""`): what `set` changes.
  public var settable: (any MutablePropertyProtocol)? {
    property as? any MutablePropertyProtocol
  }

  /// The current value: a property's value, or a stream's latest value (nil before the
  /// first), a value of `type.element`'s Swift type.
  public var currentValue: Any? {
    guard case .stream = type.kind else { return property.value }
    return NativeValues.unwrapped(property.value)
  }

  /// How the stream ended, if it has.
  public var end: SandboxStreamEnd? {
    streamEnd.end
  }

  /// The definition's text after `=`.
  public var expression: String {
    let characters = Array(line)
    let range = definition.value.range
    return String(
      characters[min(range.lowerBound, characters.count)..<min(range.upperBound, characters.count)])
  }

  /// Stops its pipeline: the sandbox stops observing it, then interrupts the runs it
  /// started.
  func dispose() {
    disposable.dispose()
  }
}
