import MVVMPluginKit

/// Greets `name` through the greeter service, and echoes `name` in capitals on the main
/// queue, the way view-models written for a UI thread do.
final class GreeterViewModel: ViewModel {
  /// Who to greet.
  let name = MutableProperty("")
  /// The last greeting received.
  let greeting: Property<String>
  /// Why the last greeting failed.
  let errorMessage: Property<String?>
  /// `name` in capitals, delivered on the main queue.
  let echo: Property<String>
  /// Asks the greeter for a greeting; disabled while `name` is empty.
  let greet: Action<Void, String, ServiceError>

  private let _greeting = MutableProperty("")
  private let _errorMessage = MutableProperty<String?>(nil)
  private let _echo = MutableProperty("")

  /// Greets through the greeter service in use at each greeting, found by its key as the
  /// built-in apps find theirs.
  init(services: any ViewModelServices) {
    greeting = Property(capturing: _greeting)
    errorMessage = Property(capturing: _errorMessage)
    echo = Property(capturing: _echo)
    greet = Action(state: name, disabledWhen: { $0.isEmpty ? "name must not be empty" : nil }) {
      name, _ in services.greeter.greeting(for: name)
    }
    _echo <~ name.producer.map { $0.uppercased() }.observe(on: QueueScheduler.main)
    let greeting = _greeting
    let errorMessage = _errorMessage
    greet.values.observeValues { value in
      greeting.value = value
      errorMessage.value = nil
    }
    greet.errors.observeValues { error in errorMessage.value = "\(error)" }
  }

  /// The name being greeted.
  var displayTitle: String? { name.value.isEmpty ? nil : name.value }
}
